// WebContentKit paragraphs from blank lines: text that relies on them, as WordPress stores a classic post (its
// wpautop adds the <p> and <br> only when it shows the post), is set in paragraphs.
//
// Uses "page" (the content element). Only a container whose own text holds a blank line (or the content itself, or
// a blockquote, with text of their own) is set in paragraphs: a blank line ends one, block elements end one, and
// inline elements stay inside. Then, in a post that relied on blank lines, every line break between two pieces of
// inline content is a <br>, in paragraphs written as such too, as wpautop makes them.
globalThis.WebContentBridge.withParts(["page"], (bridge, page) => {
  "use strict";
  const { document: doc } = globalThis;

  const {
    createElement, createTextNode, createTreeWalker, appendChild, insertBefore, removeChild, replaceChildren, closest,
    getAttribute,
    setAttribute, removeAttribute,
    getParentNode: getParent, getFirstChild: getFirst, getNextSibling: getNext, getPreviousSibling: getPrevious,
    getTextContent,
  } = page.dom;

  // Elements that end a paragraph (wpautop's block list, with the media and embedded elements it keeps apart).
  const BLOCK = new Set([
    "address", "article", "aside", "blockquote", "details", "dialog", "div", "dl", "dd", "dt", "fieldset",
    "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup", "hr", "li",
    "main", "menu", "nav", "ol", "p", "pre", "section", "summary", "table", "thead", "tbody", "tfoot", "tr", "td",
    "th", "caption", "colgroup", "col", "ul", "legend", "map", "area", "math", "svg", "style", "script",
    "template", "noscript", "audio", "video", "iframe", "object", "embed", "canvas", "textarea", "select",
  ]);
  // Containers whose children may be set in paragraphs; anything else (a paragraph, a heading, a list, a table
  // row, preformatted text) keeps its children as they are.
  const FLOW = new Set([
    "article", "aside", "blockquote", "details", "dd", "div", "figure", "footer", "header", "li", "main", "nav",
    "section", "td", "th",
  ]);
  // Elements whose insides are never set in paragraphs.
  const OPAQUE = new Set(["pre", "script", "style", "textarea", "svg", "math", "template", "noscript"]);
  const OPAQUE_SELECTOR = [...OPAQUE].join(", ");
  const BLANK_LINE = /\n[ \t\r\f]*\n/;
  // Bounds for hostile documents (a post has a few hundred paragraphs and line breaks at most): past them the rest
  // of the document is left as written.
  const MAX_NODES = 200000;
  const MAX_CONTAINERS = 1000;
  const MAX_BREAKS = 2000;

  const isBlock = (node) => node.nodeType === 1 && BLOCK.has(node.localName);
  const isText = (node) => node.nodeType === 3;
  const childrenOf = (parent) => {
    const list = [];
    for (let child = getFirst.call(parent); child; child = getNext.call(child)) list.push(child);
    return list;
  };

  // Whether a container's own text (not its elements') has a blank line between two pieces of content; for the
  // content itself and a block quotation, whether it has any inline content of its own (wpautop sets theirs in
  // paragraphs even without a blank line).
  function reliesOnBlankLines(container, always) {
    for (const child of childrenOf(container)) {
      if (always && child.nodeType === 1 && !isBlock(child)) return true;
      if (!isText(child)) continue;
      const value = (getTextContent.call(child) || "").trim();
      if (always ? value.length > 0 : BLANK_LINE.test(value)) return true;
    }
    return false;
  }

  // Whether inline content (text or an inline element other than <br>) is met from `node` towards `step`'s
  // direction before a block boundary: a line break is a <br> only between two pieces of inline content, as
  // wpautop leaves none next to a block tag.
  function inlineBeside(node, step, main) {
    for (let current = node; current && current !== main; current = getParent.call(current)) {
      for (let sibling = step(current); sibling; sibling = step(sibling)) {
        if (isText(sibling)) {
          if (/\S/.test(getTextContent.call(sibling) || "")) return true;
          continue;
        }
        if (sibling.nodeType !== 1) continue;
        return !isBlock(sibling) && sibling.localName !== "br";
      }
      const parent = getParent.call(current);
      if (!parent || parent === main || isBlock(parent)) return false;
    }
    return false;
  }

  // Every line break between two pieces of inline content becomes a <br>, in the text of the paragraphs made here
  // and of those written as such, as wpautop makes them; text in preformatted or embedded elements keeps its
  // breaks.
  function breakLines(main) {
    const texts = [];
    const walker = createTreeWalker.call(doc, main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node && texts.length < MAX_BREAKS; node = walker.nextNode()) {
      if ((getTextContent.call(node) || "").includes("\n") && !closest.call(getParent.call(node), OPAQUE_SELECTOR)) {
        texts.push(node);
      }
    }
    // First every decision, on the tree as it is; then the changes.
    const replaced = new Map();
    for (const node of texts) {
      const lines = (getTextContent.call(node) || "").split(/[ \t]*\r?\n[ \t]*/);
      const before = inlineBeside(node, (at) => getPrevious.call(at), main);
      const after = inlineBeside(node, (at) => getNext.call(at), main);
      // The break before line `at` has text of this node before it when a line before it has any, after it when
      // it or a line after it has any.
      const first = lines.findIndex((line) => /\S/.test(line));
      const last = lines.findLastIndex((line) => /\S/.test(line));
      const pieces = [];
      lines.forEach((line, at) => {
        if (at > 0) {
          const inlineBefore = (first >= 0 && first < at) || before;
          const inlineAfter = last >= at || after;
          pieces.push(inlineBefore && inlineAfter ? null : " ");
        }
        if (line) pieces.push(line);
      });
      if (pieces.includes(null)) replaced.set(node, pieces);
    }
    let breaks = 0;
    for (const [node, pieces] of replaced) {
      const parent = getParent.call(node);
      for (const piece of pieces) {
        insertBefore.call(parent, piece === null ? createElement.call(doc, "br") : createTextNode.call(doc, piece), node);
        if (piece === null) breaks += 1;
      }
      removeChild.call(parent, node);
    }
    return breaks;
  }

  // The runs of inline nodes between blocks and blank lines, each with content, become paragraphs, in place (a
  // block child is never moved: moving one costs a pass over its subtree, and documents nest 100,000 deep); text
  // nodes are split at blank lines so that each piece belongs to one run. Returns how many paragraphs were made.
  function setInParagraphs(container) {
    let made = 0;
    let run = [];
    const flush = () => {
      if (run.some((node) => !isText(node) || /\S/.test(getTextContent.call(node) || ""))) {
        const paragraph = createElement.call(doc, "p");
        insertBefore.call(container, paragraph, run[0]);
        for (const node of run) appendChild.call(paragraph, node);
        made += 1;
      }
      run = [];
    };
    for (const child of childrenOf(container)) {
      if (isBlock(child)) {
        flush();
      } else if (!isText(child)) {
        run.push(child);
      } else {
        const pieces = (getTextContent.call(child) || "").split(BLANK_LINE);
        if (pieces.length === 1) {
          run.push(child);
          continue;
        }
        pieces.forEach((piece, index) => {
          if (index > 0) flush();
          if (!piece) return;
          const node = createTextNode.call(doc, piece);
          insertBefore.call(container, node, child);
          run.push(node);
        });
        removeChild.call(container, child);
      }
    }
    flush();
    return made;
  }

  // Moves every child of `from` into `to` with one removal and one insertion (through a fragment).
  function moveChildren(from, to) {
    const fragment = new DocumentFragment();
    const children = childrenOf(from);
    replaceChildren.call(from);
    for (const child of children) appendChild.call(fragment, child);
    appendChild.call(to, fragment);
  }

  // paragraphs.set {} -> {paragraphs, containers, breaks}: the containers that relied on blank lines, the paragraphs
  // made in them, and the line breaks made <br>s. The containers are found on the page as it is; a post that has
  // none (written wholly in paragraphs) is left alone. Otherwise the work is done on the content moved out of the
  // page and put back at once, without the content's `dir=auto` meanwhile: under it every inserted node costs WebKit
  // a walk of the content (content.insert does the same), which made 40,000 paragraphs take 24 s.
  bridge.register("paragraphs.set", () => {
    const main = page.content();
    const containers = [];
    // Depth first without recursion: a document may nest elements a hundred thousand deep.
    const stack = [main];
    for (let seen = 0; stack.length && seen < MAX_NODES; seen += 1) {
      const node = stack.pop();
      const always = node === main || node.localName === "blockquote";
      if ((always || FLOW.has(node.localName)) && reliesOnBlankLines(node, always)) containers.push(node);
      if (containers.length >= MAX_CONTAINERS) break;
      const children = childrenOf(node).filter((child) => child.nodeType === 1 && !OPAQUE.has(child.localName));
      for (let index = children.length - 1; index >= 0; index -= 1) stack.push(children[index]);
    }
    // Line breaks too only in a post that relied on blank lines somewhere: HTML written wholly in paragraphs (what a
    // static site generator makes of hard-wrapped Markdown) breaks its source lines for width, not for the reader.
    if (!containers.length) return { paragraphs: 0, containers: 0, breaks: 0 };
    const dir = getAttribute.call(main, "dir");
    removeAttribute.call(main, "dir");
    const root = createElement.call(doc, "div");
    moveChildren(main, root);
    let paragraphs = 0;
    for (const container of containers) paragraphs += setInParagraphs(container === main ? root : container);
    const breaks = breakLines(root);
    moveChildren(root, main);
    if (dir !== null) setAttribute.call(main, "dir", dir);
    return { paragraphs, containers: containers.length, breaks };
  });
});
