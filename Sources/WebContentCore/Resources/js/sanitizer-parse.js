// WebContentKit sanitizer, part 6 of 7: the cheaper of two parses that give the same tree. See sanitizer.js for
// the decisions.
//
// A full document (DOMParser) is what the sanitizer parses by default: its <html> and <body> attributes (lang,
// dir, paint), its head and its quirks mode all count. Markup that names none of that (a post, a fragment, most
// of the XSS corpus) is parsed here instead as what it would become anyway, the content of a <body>: straight
// into a DocumentFragment of one inert document (no new document, nothing to move out of one). The result is the
// fragment DOMParser's body would hold, node for node; where the two could differ the answer is null and the
// caller parses the whole document:
// - a doctype, <html>, <head>, <body>, <frameset> or <base> anywhere (a doctype sets no-quirks mode, the others
//   carry attributes or document state; the inert document is in quirks mode, as a document without doctype is);
// - content that starts with what a document puts in its head (title, meta, style, script, noscript ...) or with
//   an empty <p> (a stray </p> before any content is ignored in a document, but makes a <p> in a body);
// - an element nested 490 deep (the engine's parser caps its tree depth counting <html> and <body> too).
//
// A document (an e-mail template) is split where that gives the same tree: what precedes its <body> start tag
// is parsed as a document, with its styles' text left out (sanitizer-head.js finds it; the document would build
// every sheet), and the rest as a body's content in an inert document of the same quirks mode (documentSplit,
// below). Parsed that way, a template costs the engine about two thirds of what DOMParser takes for it.
//
// Uses "sanitizer.policy", "sanitizer.urls" (dropped loads), "sanitizer.a11y" (language), "sanitizer.head" (where
// a head's styles keep their text) and "capture"; provides "sanitizer.parse" (hasDocumentMarkup, bodyFragment,
// asBody, asDocument, documentSplit, titleOf, inertDocument).
globalThis.WebContentBridge.withParts(
  ["sanitizer.policy", "sanitizer.urls", "sanitizer.a11y", "sanitizer.head", "capture"], "sanitizer.parse",
  (bridge, policy, urls, a11y, headText, capture) => {
  "use strict";
  const {
    DOMParserCtor, parseFromString, createFragment, createElement, getBody, getHead, getTitle, getDocumentElement,
    getFirstChild, getNextSibling, getFirstElementChild, getNextElementSibling, getNodeType, getLocalName,
    getTextContent, getNamespace, getAttribute, setAttribute, getAttributes, getMapLength, mapItem, getAttrName,
    getAttrValue, appendChild, removeChild, hasPaintAttributes, setTextContent, getNodeListLength, nodeListItem,
    HTML_NS,
  } = policy;
  const { countDroppedLoads } = urls;
  const { styleTexts } = headText;
  const { language } = a11y;
  // Captured here for the same reason as the policy's: content can shadow none of them.
  const { methods, accessors, table } = capture;
  const {
    createRange, selectNodeContents, createContextualFragment, fragmentQuerySelector, fragmentQuerySelectorAll,
    documentQuerySelector, documentQuerySelectorAll, getCompatMode,
  } = table(
    methods(Document.prototype, ["createRange"]),
    methods(Document.prototype, ["querySelector", "querySelectorAll"], "document"),
    accessors(Document.prototype, "get", ["compatMode"]),
    methods(Range.prototype, ["selectNodeContents", "createContextualFragment"]),
    methods(DocumentFragment.prototype, ["querySelector", "querySelectorAll"], "fragment"),
  );

  // A tag name ends at whitespace, "/" or ">"; a doctype is "<!doctype" in any case, whatever follows.
  const DOCUMENT_MARKUP = /<(?:!doctype|\/?(?:html|head|body|base|frameset)(?=[\t\n\f\r />]))/i;
  // What a document's parser puts in the head when it comes before any content.
  const HEAD_CONTENT = new Set(
    ["base", "basefont", "bgsound", "link", "meta", "noframes", "noscript", "script", "style", "template", "title"]);
  // An element with 489 element ancestors inside the fragment (the engine's selector matching, no walk of ours).
  const DEEP = "*" + " > *".repeat(489);
  const BLANK = /^[\t\n\f\r ]*$/;
  // The first text that may be a document's <body> start tag, up to its first ">".
  const BODY_START = /<body(?=[\t\n\f\r />])[^>]*>/i;
  // After the body starts, what would still reach the document outside the body (<html> and <body> attributes,
  // the base URL) or the marker's own name: the document parse is used instead.
  const OUTSIDE_BODY = /<(?:html|head|body|base|frameset)(?=[\t\n\f\r />])|wck-split/i;
  // Before the body starts: a base URL (the body content would be parsed without it) or the marker's own name.
  const BEFORE_BODY_UNSAFE = /<base(?=[\t\n\f\r />])|wck-split/i;
  // Appended to what precedes the body: a comment lands as the body's only child exactly when the body is open,
  // empty and the current node, and the tokenizer is in its data state (not in a tag, comment or raw text).
  const MARK = "wck-split";
  const FULL_PARSE = "</body>";

  // One inert document for every body parse: DOMParser's, without a doctype (quirks mode, no browsing context,
  // so nothing loads or runs), made once. Its fragments are never inserted into it, so no message leaves any
  // state in it for the next.
  let inert = null;
  let bodyRange = null;
  // For the body content of a split document: one inert document per quirks mode, as its compatMode names it
  // ({document, range}, or null when the engine did not give that mode): quirks mode shares the body parses'.
  const contentDocuments = new Map();

  /** The inert document of every body parse. */
  function inertDocument() {
    if (inert === null) {
      // "<html>", not "": WebKit builds an empty input's document in no-quirks mode, where a table closes an open
      // <p>; a doctype-less message is in quirks mode, where it does not.
      inert = parseFromString.call(new DOMParserCtor(), "<html>", "text/html");
      bodyRange = createRange.call(inert);
      selectNodeContents.call(bodyRange, getBody.call(inert));
    }
    return inert;
  }

  /** The inert document for body content in `compatMode` ({document, range}), or null. */
  function contentDocument(compatMode) {
    let found = contentDocuments.get(compatMode);
    if (found === undefined) {
      // Quirks mode is the body parses' own inert document; no-quirks, one built from a doctype.
      const quirks = compatMode === "BackCompat";
      const document =
        quirks ? inertDocument() : parseFromString.call(new DOMParserCtor(), "<!doctype html>", "text/html");
      found = null;
      if (getCompatMode.call(document) === compatMode) {
        found = { document, range: quirks ? bodyRange : createRange.call(document) };
        if (!quirks) selectNodeContents.call(found.range, getBody.call(document));
      }
      contentDocuments.set(compatMode, found);
    }
    return found;
  }

  // Neither an element nor text with more than whitespace: what the body's content can start with unseen.
  function blank(node) {
    const type = getNodeType.call(node);
    return type !== 1 && (type !== 3 || BLANK.test(getTextContent.call(node)));
  }

  /** Whether `html` names document structure (see above): only a document parse gives its tree. */
  function hasDocumentMarkup(html) {
    return DOCUMENT_MARKUP.test(html);
  }

  /** `html` parsed in a body's context into a fragment of the shared inert document, with no check of its own. */
  function bodyFragment(html) {
    inertDocument();
    return createContextualFragment.call(bodyRange, html);
  }

  /** `html` parsed as a body's content: a DocumentFragment of the shared inert document, or null (see above). */
  function asBody(html) {
    if (hasDocumentMarkup(html)) return null;
    const fragment = bodyFragment(html);
    let first = getFirstChild.call(fragment);
    while (first !== null && blank(first)) first = getNextSibling.call(first);
    if (first !== null && getNodeType.call(first) === 1) {
      const name = getLocalName.call(first);
      if (HEAD_CONTENT.has(name) || (name === "p" && getFirstChild.call(first) === null)) return null;
    }
    return fragmentQuerySelector.call(fragment, DEEP) === null ? fragment : null;
  }

  /** The document's title a DOMParser document of the same markup would have: its first HTML <title>. */
  function titleOf(fragment, html) {
    if (!/<title/i.test(html)) return "";
    for (const element of fragmentQuerySelectorAll.call(fragment, "title")) {
      // ASCII whitespace stripped and collapsed, as the engine's document.title does.
      if (getNamespace.call(element) === HTML_NS) {
        return getTextContent.call(element).replace(/[\t\n\f\r ]+/g, " ").replace(/^ | $/g, "");
      }
    }
    return "";
  }

  /**
   * `html` parsed as a document, what it keeps moved into a fragment and the rest left behind: {fragment (the
   * head's styles, then the wrapper of the body's paint when it has some), body (its content not moved yet, null
   * without one: the body element, or a fragment when split), split, target (where that content goes: the wrapper
   * or the fragment), inert (the document the content is in), title, lang, dir}. The head's other elements are
   * counted as removed, with the remote loads they would have made.
   */
  function asDocument(html, ctx) {
    const split = documentSplit(html);
    if (split !== null) {
      return documentParts(split.document, split.content, split.inert, split.title, split.texts, ctx);
    }
    const inert = parseFromString.call(new DOMParserCtor(), html, "text/html");
    // The content's own <title> (the shell's is ours): whitespace collapsed by the engine, "" when there is none.
    return documentParts(inert, null, inert, getTitle.call(inert), [], ctx);
  }

  /**
   * The document `html` names, split after its <body> start tag, or null when the split might not give the tree
   * DOMParser gives: {document (what precedes the body, parsed with an empty body), content (the body's content
   * as a fragment), inert (the content's document), title}. The content is the body's as long as nothing after
   * the split can reach outside the body (OUTSIDE_BODY), the split is where the body opens (MARK) and no element
   * is 490 deep; it is parsed in the document's quirks mode, which decides how tables close paragraphs and how
   * style attributes read.
   */
  function documentSplit(html) {
    const start = BODY_START.exec(html);
    if (start === null) return null;
    const end = start.index + start[0].length;
    const before = html.slice(0, end);
    const rest = html.slice(end);
    if (OUTSIDE_BODY.test(rest) || BEFORE_BODY_UNSAFE.test(before)) return null;
    const spans = styleTexts(before);
    if (spans === null) return null;
    // The head parsed without its styles' text (each gets it back once the tree is out of the document).
    let bare = "";
    let from = 0;
    for (let index = 0; index < spans.length; index++) {
      bare += before.slice(from, spans[index][0]);
      from = spans[index][1];
    }
    bare += before.slice(from) + "<!--" + MARK + "-->";
    const document = parseFromString.call(new DOMParserCtor(), bare, "text/html");
    const body = getBody.call(document);
    const mark = body === null ? null : getFirstChild.call(body);
    if (mark === null || getLocalName.call(body) !== "body" || getNodeType.call(mark) !== 8 ||
      getTextContent.call(mark) !== MARK || getNextSibling.call(mark) !== null) return null;
    // Every style the tree has is one the tokenizer's rules found, in the same order, and none has text.
    const styles = documentQuerySelectorAll.call(document, "style");
    if (getNodeListLength.call(styles) !== spans.length) return null;
    const texts = [];
    for (let index = 0; index < spans.length; index++) {
      const style = nodeListItem.call(styles, index);
      if (getFirstChild.call(style) !== null) return null;
      // The input stream's own preprocessing (CR LF and CR become LF) and raw text's (NUL becomes U+FFFD).
      const text = before.slice(spans[index][0], spans[index][1]);
      texts.push([style, text.replace(/\r\n?/g, "\n").replace(/\0/g, "\ufffd")]);
    }
    const target = contentDocument(getCompatMode.call(document));
    if (target === null) return null;
    // The engine parses simple markup on a fast path that keeps what its full parser leaves out for inert
    // documents (javascript: URLs, for one), and DOMParser takes the full parser for any document markup: a
    // leading </body>, ignored in a body's content, takes the fragment to the full parser too.
    const content = createContextualFragment.call(target.range, FULL_PARSE + rest);
    if (fragmentQuerySelector.call(content, DEEP) !== null) return null;
    removeChild.call(body, mark);
    // A <title> before the body is the document's first; without one, the body's first is.
    const title =
      documentQuerySelector.call(document, "title") !== null ? getTitle.call(document) : titleOf(content, rest);
    return { document, content, inert: target.document, title, texts };
  }

  // The parts of a parsed document (see asDocument): `content` is its body's content when it was parsed apart
  // (in `inert`), else null (the body's own children are the content, and `inert` is the document).
  function documentParts(document, content, inert, title, texts, ctx) {
    const fragment = createFragment.call(inert);
    const head = getHead.call(document);
    const body = getBody.call(document);
    const { lang, dir } = language(document, body);
    // The content leaves the document in one step, the engine's own pass over it: every move and removal after
    // this one is inside a detached tree, which costs less than one out of the document (no notifications of it).
    const documentElement = getDocumentElement.call(document);
    if (documentElement !== null) removeChild.call(document, documentElement);
    for (let index = 0; index < texts.length; index++) setTextContent.call(texts[index][0], texts[index][1]);
    // Styles of the head (e-mail templates keep theirs there) come first; the rest of the head is counted and
    // left behind with it. Text and comments there are never touched.
    for (let child = head && getFirstElementChild.call(head), next; child; child = next) {
      next = getNextElementSibling.call(child);
      const name = getLocalName.call(child);
      if (name === "style") {
        appendChild.call(fragment, child);
        continue;
      }
      if (name === "meta" && /color-scheme/i.test(getAttribute.call(child, "name") || "")) ctx.report.colorScheme = true;
      ctx.report.removed.elements++;
      countDroppedLoads(child, ctx);
    }
    let target = fragment;
    // Body attributes (bgcolor, background, style) move to a wrapper so they survive, cleaned like any div's.
    if (body && hasPaintAttributes(body)) {
      target = createElement.call(inert, "div");
      const attributes = getAttributes.call(body);
      for (let index = 0, count = getMapLength.call(attributes); index < count; index++) {
        const attribute = mapItem.call(attributes, index);
        setAttribute.call(target, getAttrName.call(attribute), getAttrValue.call(attribute));
      }
      setAttribute.call(target, "class", ((getAttribute.call(body, "class") || "") + " wck-body").trim());
      appendChild.call(fragment, target);
    }
    const split = content !== null;
    return { fragment, body: split ? content : body || null, split, target, inert, title, lang, dir };
  }

  bridge.provide("sanitizer.parse", {
    hasDocumentMarkup, bodyFragment, asBody, asDocument, documentSplit, titleOf, inertDocument,
  });
});
