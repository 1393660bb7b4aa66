// WebContentKit sanitizer, part 5 of 6: the cheaper of two parses that give the same tree. See sanitizer.js for
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
// Uses "sanitizer.policy", "sanitizer.urls" (dropped loads), "sanitizer.a11y" (language) and "capture"; provides
// "sanitizer.parse" (hasDocumentMarkup, bodyFragment, asBody, asDocument, titleOf, inertDocument).
globalThis.WebContentBridge.withParts(
  ["sanitizer.policy", "sanitizer.urls", "sanitizer.a11y", "capture"], "sanitizer.parse",
  (bridge, policy, urls, a11y, capture) => {
  "use strict";
  const {
    DOMParserCtor, parseFromString, createFragment, createElement, getBody, getHead, getTitle, getDocumentElement,
    getFirstChild, getNextSibling, getFirstElementChild, getNextElementSibling, getNodeType, getLocalName,
    getTextContent, getNamespace, getAttribute, setAttribute, getAttributes, getMapLength, mapItem, getAttrName,
    getAttrValue, appendChild, removeChild, hasPaintAttributes, HTML_NS,
  } = policy;
  const { countDroppedLoads } = urls;
  const { language } = a11y;
  // Captured here for the same reason as the policy's: content can shadow none of them.
  const { methods, table } = capture;
  const {
    createRange, selectNodeContents, createContextualFragment, fragmentQuerySelector, fragmentQuerySelectorAll,
  } = table(
    methods(Document.prototype, ["createRange"]),
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

  // One inert document for every body parse: DOMParser's, without a doctype (quirks mode, no browsing context,
  // so nothing loads or runs), made once. Its fragments are never inserted into it, so no message leaves any
  // state in it for the next.
  let inert = null;
  let bodyRange = null;

  /** The inert document of every body parse. */
  function inertDocument() {
    if (inert === null) {
      inert = parseFromString.call(new DOMParserCtor(), "", "text/html");
      bodyRange = createRange.call(inert);
      selectNodeContents.call(bodyRange, getBody.call(inert));
    }
    return inert;
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
   * `html` parsed as a document, what it keeps moved into a fragment of that document and the rest left behind:
   * {fragment (the head's styles, then the wrapper of the body's paint when it has some), body (its content not
   * moved yet, null without one), target (where that content goes: the wrapper or the fragment), inert, title,
   * lang, dir}. The head's other elements are counted as removed, with the remote loads they would have made.
   */
  function asDocument(html, ctx) {
    const inert = parseFromString.call(new DOMParserCtor(), html, "text/html");
    // The content's own <title> (the shell's is ours): whitespace collapsed by the engine, "" when there is none.
    const title = getTitle.call(inert);
    const fragment = createFragment.call(inert);
    const head = getHead.call(inert);
    const body = getBody.call(inert);
    const { lang, dir } = language(inert, body);
    // The content leaves the document in one step, the engine's own pass over it: every move and removal after
    // this one is inside a detached tree, which costs less than one out of the document (no notifications of it).
    const documentElement = getDocumentElement.call(inert);
    if (documentElement !== null) removeChild.call(inert, documentElement);
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
    return { fragment, body: body || null, target, inert, title, lang, dir };
  }

  bridge.provide("sanitizer.parse", { hasDocumentMarkup, bodyFragment, asBody, asDocument, titleOf, inertDocument });
});
