// WebContentKit captions: a classic WordPress post stores a captioned image as a shortcode,
// `[caption id="attachment_1" align="alignleft" width="300"]<a><img></a> The caption[/caption]`, which WordPress
// turns into a <figure> when it shows the post. Here the same figure is made from the shortcode's text and the
// nodes between its two halves (after the sanitizer: only the markup it kept moves into the figure).
//
// Uses "page" (the content element). As WordPress does, a shortcode without a positive width or without caption
// text is replaced by its content alone.
globalThis.WebContentBridge.withParts(["page"], (bridge, page) => {
  "use strict";
  const { document: doc } = globalThis;

  const {
    createElement, createTextNode, createTreeWalker, appendChild, insertBefore, removeChild, closest,
    getParentNode: getParent, getNextSibling: getNext, getTextContent, getStyle, getClassList, querySelectorAll,
    getAttribute, setAttribute, removeAttribute,
  } = page.dom;

  const OPEN = /\[(caption|wp_caption)((?:\s+[\w-]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s\]]+))*)\s*\]/;
  const ATTRIBUTE = /([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s\]]+))/g;
  const ALIGN = new Set(["alignleft", "alignright", "aligncenter", "alignnone"]);
  // Posts hold a few; each replacement costs a pass over its siblings, so a hostile document stops here.
  const MAX_CAPTIONS = 200;

  function attributesOf(text) {
    const found = {};
    for (const match of text.matchAll(ATTRIBUTE)) {
      found[match[1].toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? "";
    }
    return found;
  }

  // The text nodes under `root` with an opening shortcode, outside preformatted text, in document order.
  function openings(root) {
    const found = [];
    const walker = createTreeWalker.call(doc, root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node && found.length < MAX_CAPTIONS; node = walker.nextNode()) {
      if (OPEN.test(getTextContent.call(node) || "") && !closest.call(getParent.call(node), "pre, code, textarea")) {
        found.push(node);
      }
    }
    return found;
  }

  // Splits `node` at `index`; returns the second half (the first stays `node`).
  function splitAt(node, index) {
    const value = getTextContent.call(node) || "";
    const rest = createTextNode.call(doc, value.slice(index));
    insertBefore.call(getParent.call(node), rest, getNext.call(node));
    node.data = value.slice(0, index);
    return rest;
  }

  // The image (or linked image) a caption belongs to: the content's first element holding an <img>.
  function isPicture(node) {
    if (node.nodeType !== 1) return false;
    return node.localName === "img" || querySelectorAll.call(node, "img").length > 0;
  }

  function makeFigure(attributes, content) {
    const figure = createElement.call(doc, "figure");
    const pictureIndex = content.findIndex(isPicture);
    const picture = pictureIndex >= 0 ? content.slice(0, pictureIndex + 1) : [];
    const rest = pictureIndex >= 0 ? content.slice(pictureIndex + 1) : content;
    const captionText = typeof attributes.caption === "string" ? attributes.caption.trim() : "";
    const restText = rest.map((node) => getTextContent.call(node) || "").join("").trim();
    const width = parseInt(attributes.width || "0", 10);
    if (!(width >= 1) || !(captionText || restText) || !picture.length) return null;
    const align = ALIGN.has(attributes.align) ? attributes.align : "alignnone";
    getClassList.call(figure).add("wp-caption", align);
    const style = getStyle.call(figure);
    // The shortcode's width, never wider than the column (the figure's default side margins would push it out).
    style.width = `${width}px`;
    style.maxWidth = "100%";
    style.marginInline = align === "aligncenter" ? "auto" : "0";
    if (align === "alignleft") {
      style.float = "left";
      style.marginInlineEnd = "1em";
    }
    if (align === "alignright") {
      style.float = "right";
      style.marginInlineStart = "1em";
    }
    for (const node of picture) appendChild.call(figure, node);
    const caption = createElement.call(doc, "figcaption");
    getClassList.call(caption).add("wp-caption-text");
    if (captionText) {
      appendChild.call(caption, createTextNode.call(doc, captionText));
    } else {
      for (const node of rest) appendChild.call(caption, node);
      const first = caption.firstChild;
      if (first && first.nodeType === 3) first.data = first.data.replace(/^\s+/, "");
    }
    appendChild.call(figure, caption);
    return figure;
  }

  // Replaces the first shortcode in `opening`; returns the text node after its closing half, or null when it has
  // none among the following siblings (the text is then left as written).
  function replace(opening) {
    const value = getTextContent.call(opening) || "";
    const match = OPEN.exec(value);
    const closing = `[/${match[1]}]`;
    const before = opening;
    const start = splitAt(before, match.index);
    const after = splitAt(start, match[0].length);
    const content = [];
    for (let node = after; node; node = getNext.call(node)) {
      const text = node.nodeType === 3 ? getTextContent.call(node) || "" : "";
      const at = text.indexOf(closing);
      if (at >= 0) {
        const tail = splitAt(node, at);
        tail.data = tail.data.slice(closing.length);
        if (node.data) content.push(node);
        const figure = makeFigure(attributesOf(match[2] || ""), content);
        const parent = getParent.call(start);
        if (figure) {
          insertBefore.call(parent, figure, tail);
        } else {
          for (const kept of content) insertBefore.call(parent, kept, tail);
        }
        removeChild.call(parent, start);
        return tail;
      }
      content.push(node);
    }
    // No closing half: join the text back as it was.
    start.data += getTextContent.call(after) || "";
    removeChild.call(getParent.call(after), after);
    before.data += start.data;
    removeChild.call(getParent.call(start), start);
    return null;
  }

  // captions.set {} -> {captions}: the shortcodes made into figures (or into their content alone). A text node may
  // hold several openings (`[/caption] [caption ...]`): what follows a replaced one is searched again.
  bridge.register("captions.set", () => {
    const main = page.content();
    const queue = openings(main);
    if (!queue.length) return { captions: 0 };
    // Under the content's `dir=auto` every inserted node costs WebKit a walk of the content (see content.insert).
    const dir = getAttribute.call(main, "dir");
    removeAttribute.call(main, "dir");
    let captions = 0;
    for (let tries = 0; queue.length && tries < MAX_CAPTIONS; tries += 1) {
      const node = queue.shift();
      if (!getParent.call(node) || !OPEN.test(getTextContent.call(node) || "")) continue;
      const rest = replace(node);
      if (rest === null) continue;
      captions += 1;
      if (OPEN.test(getTextContent.call(rest) || "")) queue.unshift(rest);
    }
    if (dir !== null) setAttribute.call(main, "dir", dir);
    return { captions };
  });
});
