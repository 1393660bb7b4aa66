// WebContentKit sanitizer, part 4 of 7: what assistive technology needs. ARIA references kept only inside the
// message, role tokens, the message's language and direction, layout tables marked as layout, and withheld
// images that still say what they show. sanitizer-policy.js says which ARIA attributes and roles stay, and why.
//
// Uses "sanitizer.policy", "sanitizer.urls" and "capture"; provides "sanitizer.a11y".
globalThis.WebContentBridge.withParts(
  ["sanitizer.policy", "sanitizer.urls", "capture"], "sanitizer.a11y", (bridge, policy, urls, capture) => {
  "use strict";
  const {
    getAttribute, setAttribute, removeAttribute, createElement, insertBefore, getNextSibling, getParentNode,
    getLocalName, getStyle, IDREF_ATTRIBUTES, ROLES,
  } = policy;
  const { prefixed } = urls;
  // Captured here for the same reason as the policy's: content can shadow none of them.
  const { methods, accessors, table } = capture;
  const {
    fragmentQuerySelectorAll: fragmentQueryAll,
    elementQuerySelector: elementQuery, setProperty, collectionItem, getDocumentElement, getCaption, getTHead, getRows,
    getCells, getCollectionLength,
  } = table(
    methods(DocumentFragment.prototype, ["querySelectorAll"], "fragment"),
    methods(Element.prototype, ["querySelector"], "element"),
    methods(CSSStyleDeclaration.prototype, ["setProperty"]),
    methods(HTMLCollection.prototype, ["item"], "collection"),
    accessors(Document.prototype, "get", ["documentElement"]),
    accessors(HTMLTableElement.prototype, "get", ["caption", "tHead", "rows"]),
    accessors(HTMLTableRowElement.prototype, "get", ["cells"]),
    accessors(HTMLCollection.prototype, "get", ["length"], "Collection"),
  );

  // BCP 47 in shape (mail writes "en_US" too, read as en-US); anything else is no language at all.
  const LANGUAGE_TAG = /^[a-z]{2,8}(-[a-z0-9]{1,8}){0,8}$/i;
  const DIRECTIONS = new Set(["ltr", "rtl", "auto"]);
  const MAX_IDREFS = 32;
  const MAX_ALT = 500;
  // A width or height attribute in CSS pixels ("300", "300px"); percentages say nothing about the image.
  const DIMENSION = /^\s*(\d{1,5}(?:\.\d+)?)\s*(?:px)?\s*$/i;

  // An id list (aria-labelledby, aria-describedby, headers) prefixed as the ids themselves are; null when empty.
  // Whether each id is in the message is checked once the whole message is clean (keepReferencesInside).
  function idrefs(value) {
    const ids = String(value).split(/[\t\n\f\r ]+/).filter(Boolean).slice(0, MAX_IDREFS).map(prefixed);
    return ids.length ? ids.join(" ") : null;
  }

  // The role tokens on the list (a role attribute is a fallback list; the first the engine knows wins); null
  // when none is.
  function roles(value) {
    const kept = String(value).toLowerCase().split(/[\t\n\f\r ]+/).filter((token) => ROLES.has(token));
    return kept.length ? kept.join(" ") : null;
  }

  /**
   * The message's language and direction, from <body> (nearer the text) else <html>; null when it declares
   * none (or nothing valid). Both are removed from the body, whose attributes may move to a wrapper: they belong
   * on the content root (content.insert), since the shell's own root is ours.
   */
  function language(inert, body) {
    const holders = [body, getDocumentElement.call(inert)];
    const read = (name, valid) => {
      for (const holder of holders) {
        const value = holder ? getAttribute.call(holder, name) : null;
        const kept = value === null ? null : valid(value.trim());
        if (kept) return kept;
      }
      return null;
    };
    const lang = read("lang", (value) => {
      const tag = value.replace(/_/g, "-");
      return LANGUAGE_TAG.test(tag) ? tag : null;
    });
    const dir = read("dir", (value) => (DIRECTIONS.has(value.toLowerCase()) ? value.toLowerCase() : null));
    if (body) {
      removeAttribute.call(body, "lang");
      removeAttribute.call(body, "dir");
    }
    return { lang, dir };
  }

  // Each id reference keeps only the ids of elements in this message: content cannot name the shell's elements,
  // and an id whose element was removed names nothing.
  const IDREF_SELECTOR = Array.from(IDREF_ATTRIBUTES, (name) => "[" + name + "]").join(",");

  // The message's ids are read once into a set: a fragment has no id map, so each getElementById on it walks the
  // fragment, and a long page's thousands of references made this quadratic in its size.
  function keepReferencesInside(fragment, ctx) {
    let ids = null;
    const present = (id) => {
      if (ids === null) {
        ids = new Set();
        for (const element of fragmentQueryAll.call(fragment, "[id]")) ids.add(getAttribute.call(element, "id"));
      }
      return ids.has(id);
    };
    for (const element of fragmentQueryAll.call(fragment, IDREF_SELECTOR)) {
      for (const name of IDREF_ATTRIBUTES) {
        const value = getAttribute.call(element, name);
        if (value === null) continue;
        const inside = value.split(" ").filter((id) => id && present(id));
        if (inside.length === 0) {
          removeAttribute.call(element, name);
          ctx.report.removed.attributes++;
        } else if (inside.length !== value.split(" ").length) {
          setAttribute.call(element, name, inside.join(" "));
        }
      }
    }
  }

  // What a table holding data has somewhere inside it (holdsData then looks at its own rows only).
  const MAY_HOLD_DATA = "caption, thead, th, [scope], [headers]";

  // Whether a table holds data. Its own rows only (a nested table's rows are its own): a caption, a thead, or a
  // cell with scope or headers say data; a cell holding a table says layout (Foundation-style mail lays out
  // columns in th cells); otherwise th cells say data and their absence layout.
  function holdsData(table) {
    // Most mail tables are layout: nothing in the whole subtree could say data, found by one engine query.
    if (elementQuery.call(table, MAY_HOLD_DATA) === null) return false;
    if (getCaption.call(table) !== null || getTHead.call(table) !== null) return true;
    let headerCells = false;
    let nested = false;
    const rows = getRows.call(table);
    for (let row = 0, rowCount = getCollectionLength.call(rows); row < rowCount; row++) {
      const cells = getCells.call(collectionItem.call(rows, row));
      for (let index = 0, count = getCollectionLength.call(cells); index < count; index++) {
        const cell = collectionItem.call(cells, index);
        if (getAttribute.call(cell, "scope") !== null || getAttribute.call(cell, "headers") !== null) return true;
        if (getLocalName.call(cell) === "th") headerCells = true;
        if (!nested && elementQuery.call(cell, "table") !== null) nested = true;
      }
    }
    return headerCells && !nested;
  }

  // Layout tables become role="presentation", so a screen reader does not announce rows and columns the author
  // never meant (engines guess data tables from borders and backgrounds). A table with a role of its own stays.
  function markLayoutTables(fragment) {
    for (const table of fragmentQueryAll.call(fragment, "table:not([role])")) {
      if (!holdsData(table)) setAttribute.call(table, "role", "presentation");
    }
  }

  function dimension(value) {
    const match = value === null ? null : DIMENSION.exec(value);
    const number = match ? Number(match[1]) : 0;
    return number > 0 ? number : null;
  }

  // A withheld image with alt text gets a placeholder right after it: an empty span that shows the alt text
  // (shell.css, from aria-label, so the content's text does not change) in the box the image would have had,
  // and reads as an image of that name. shell.css hides the image while it has no source, and the placeholder
  // once it has one (remote content shown in place), so nothing here needs undoing. Images without alt keep
  // today's look: an empty box when sized, nothing when not.
  function showAlternatives(ctx, inert) {
    const seen = new Set();
    for (const entry of ctx.withheld) {
      const image = entry.element;
      if (seen.has(image) || getLocalName.call(image) !== "img") continue;
      seen.add(image);
      if (getAttribute.call(image, "src") !== null || getAttribute.call(image, "srcset") !== null) continue;
      const alt = (getAttribute.call(image, "alt") || "").replace(/\s+/g, " ").trim().slice(0, MAX_ALT);
      const parent = getParentNode.call(image);
      if (!alt || !parent) continue;
      const box = createElement.call(inert, "span");
      setAttribute.call(box, "class", "wck-alt");
      setAttribute.call(box, "role", "img");
      setAttribute.call(box, "aria-label", alt);
      const width = dimension(getAttribute.call(image, "width"));
      const height = dimension(getAttribute.call(image, "height"));
      // Set through the engine's CSSOM, so the attribute reads as the engine writes it (sanitising twice is stable).
      if (width) setProperty.call(getStyle.call(box), "--wck-alt-width", width + "px");
      if (width && height) setProperty.call(getStyle.call(box), "--wck-alt-ratio", width + " / " + height);
      insertBefore.call(parent, box, getNextSibling.call(image));
    }
  }

  // The steps after the walk, on the whole clean message.
  function finish(fragment, ctx, inert) {
    // The walk saw every attribute and element that stayed: no query for what it never met.
    if (ctx.idrefs) keepReferencesInside(fragment, ctx);
    if (ctx.tables) markLayoutTables(fragment);
    if (ctx.withheld.length) showAlternatives(ctx, inert);
  }

  bridge.provide("sanitizer.a11y", { idrefs, roles, language, finish });
});
