// WebContentKit contrast audit: the texts whose contrast the host reads from the engine's pixels, and the switch that
// hides them for the second snapshot that reading needs.
//
// Uses "page" and "contrast", whose estimate it reports for each text. The host takes one snapshot as painted and
// one with the audited texts transparent: the pixels that differ are the text, and what the second shows there is
// what is behind it, whatever painted it (gradients, image backdrops, shadows, translucent layers).
globalThis.WebContentBridge.withParts(["page", "contrast"], (bridge, page, contrast) => {
  "use strict";
  const { document: doc } = globalThis;
  const { parse, canvas, estimate, opacity } = contrast;

  const createTreeWalker = Document.prototype.createTreeWalker;
  const getDocumentElement = Object.getOwnPropertyDescriptor(Document.prototype, "documentElement").get;
  const getClientRects = Element.prototype.getClientRects;
  const computedStyle = globalThis.getComputedStyle.bind(globalThis);
  const createRange = Document.prototype.createRange;
  const selectNodeContents = Range.prototype.selectNodeContents;
  const rangeRects = Range.prototype.getClientRects;
  const getStyle = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "style").get;
  const HTMLElementClass = HTMLElement;

  const MAX_ELEMENTS = 5000;
  // Characters of a text the report may quote to name its lowest.
  const EXCERPT = 60;
  // Line boxes kept per element: a long paragraph's first 200 lines are enough to read its contrast.
  const MAX_BOXES = 200;

  // The product of the CSS `zoom` of `element` and its ancestors (fit-to-width zooms the content element), cached
  // per element for one audit.
  function zoomOf(element, cache) {
    if (!element || element.nodeType !== 1) return 1;
    let value = cache.get(element);
    if (value === undefined) {
      const own = parseFloat(computedStyle(element).zoom);
      value = (Number.isFinite(own) && own > 0 ? own : 1) * zoomOf(element.parentElement, cache);
      cache.set(element, value);
    }
    return value;
  }

  // The line boxes of `element`'s own text, in document CSS pixels, as a flat [x, y, width, height, ...] list.
  // WebKit gives the client rects of text under a CSS zoom divided by that zoom; times it, they are where the
  // text is painted.
  function lineBoxes(element, nodes, zoom) {
    const boxes = [];
    const range = createRange.call(doc);
    const [left, top] = [globalThis.scrollX, globalThis.scrollY];
    for (const node of nodes) {
      selectNodeContents.call(range, node);
      for (const rect of rangeRects.call(range)) {
        if (boxes.length >= MAX_BOXES * 4) return boxes;
        if (rect.width <= 0 || rect.height <= 0) continue;
        boxes.push(
          Math.floor(rect.left * zoom + left), Math.floor(rect.top * zoom + top),
          Math.ceil(rect.width * zoom), Math.ceil(rect.height * zoom));
      }
    }
    return boxes;
  }

  // The elements the last audit listed, for contrast.hide.
  let audited = [];
  // [element, property, value, priority]: the inline declarations contrast.hide replaced, to put back.
  let replaced = [];

  // contrast.audit {} -> {viewport, texts: [{large, estimate, boxes, excerpt, ink}]}: every element holding visible text
  // (at most MAX_ELEMENTS), whether WCAG counts it as large, its estimated ratio, its line boxes and its start.
  bridge.register("contrast.audit", () => {
    const base = canvas();
    const owned = new Map();
    const walker = createTreeWalker.call(doc, page.content(), NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.data.trim()) continue;
      const nodes = owned.get(element);
      if (nodes) nodes.push(node);
      else if (owned.size < MAX_ELEMENTS) owned.set(element, [node]);
    }
    audited = [];
    const texts = [];
    const zooms = new Map();
    const caches = { layers: new Map(), opacity: new Map() };
    for (const [element, nodes] of owned) {
      const style = computedStyle(element);
      if (style.visibility !== "visible" || getClientRects.call(element).length === 0) continue;
      const color = parse(style.color);
      // Transparent text is not shown text (e-mail preheaders hide that way).
      if (!color || color[3] === 0) continue;
      const size = parseFloat(style.fontSize) || 16;
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      audited.push(element);
      // The colour the glyphs are filled with (a text fill colour paints over `color`), through the layers'
      // opacity: the host reads a text from its pixels only where some of them reach it.
      const fill = parse(style.webkitTextFillColor) || color;
      texts.push({
        large, estimate: Math.round(estimate(element, style, base, caches) * 100) / 100, boxes: lineBoxes(element, nodes, zoomOf(element, zooms)),
        excerpt: nodes.map((node) => node.data).join(" ").replace(/\s+/g, " ").trim().slice(0, EXCERPT),
        ink: [fill[0], fill[1], fill[2], fill[3] * opacity(element, caches.opacity)],
      });
    }
    return { viewport: globalThis.innerWidth, texts };
  });

  // Every property that paints a glyph or its decorations, and the transition that would animate the change.
  const HIDING = [
    ["transition", "none"], ["-webkit-text-fill-color", "transparent"], ["-webkit-text-stroke-color", "transparent"],
    ["text-decoration-color", "transparent"], ["text-emphasis-color", "transparent"],
  ];

  // contrast.hide {hidden} -> {hidden}: the audited texts painted transparent, or as they were. Inline and
  // important, the only declarations that win over the dark palette's own.
  bridge.register("contrast.hide", (payload) => {
    if (payload && payload.hidden === true) {
      if (replaced.length) return { hidden: audited.length };
      for (const element of audited) {
        // An SVG text has no inline style here; it stays painted and keeps its estimate.
        if (!(element instanceof HTMLElementClass)) continue;
        const style = getStyle.call(element);
        for (const [property, value] of HIDING) {
          replaced.push([element, property, style.getPropertyValue(property), style.getPropertyPriority(property)]);
          style.setProperty(property, value, "important");
        }
      }
      return { hidden: audited.length };
    }
    // Colours first and the transition last, after a style flush: restored together, the colours would animate
    // back from transparent under the content's own transition.
    const put = (entry) => {
      const [element, property, value, priority] = entry;
      const style = getStyle.call(element);
      if (value) style.setProperty(property, value, priority);
      else style.removeProperty(property);
    };
    const transitions = replaced.filter((entry) => entry[1] === "transition");
    replaced.filter((entry) => entry[1] !== "transition").forEach(put);
    if (transitions.length) void computedStyle(getDocumentElement.call(doc)).color;
    transitions.forEach(put);
    replaced = [];
    return { hidden: 0 };
  });

});
