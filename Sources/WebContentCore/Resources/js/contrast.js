// WebContentKit contrast audit: the texts whose contrast the host reads from the engine's pixels, and the switch that
// hides them for the second snapshot that reading needs.
//
// Runs at document start in the isolated world after steps.js. The host takes one snapshot as painted and one with
// the audited texts transparent: the pixels that differ are the text, and what the second shows there is what is
// behind it, whatever painted it (gradients, image backdrops, shadows, translucent layers). The estimate from
// computed styles below (background colours, gradient stops, opacity) stays for a text the snapshots cannot show
// (clipped, or below the rows the host reads) and for the dark palette: colours.js, after this script, adapts
// colours with the same arithmetic through WebContentContrast.
(() => {
  "use strict";
  const { WebContentBridge: bridge, WebContentPage: page, document: doc } = globalThis;
  if (!bridge || !page) return;

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
  // A colour as computed styles write it (rgb() or rgba()), inside a longer value such as a gradient.
  const COLOUR = /rgba?\([^)]*\)/g;
  // WCAG 2 AA: 4.5:1 for body text (the dark palette's target).
  const NORMAL = 4.5;

  function parse(color) {
    const match = /rgba?\(([^)]+)\)/.exec(color || "");
    if (!match) return null;
    const parts = match[1].split(/[\s,/]+/).filter(Boolean).map(Number);
    if (parts.length < 3 || parts.slice(0, 3).some((part) => !Number.isFinite(part))) return null;
    return [parts[0], parts[1], parts[2], parts.length > 3 && Number.isFinite(parts[3]) ? parts[3] : 1];
  }

  // `top` over `bottom` (opaque): the colour the reader sees.
  function over(top, bottom) {
    const alpha = top[3];
    return [0, 1, 2].map((i) => top[i] * alpha + bottom[i] * (1 - alpha)).concat(1);
  }

  function luminance(color) {
    const [r, g, b] = color.slice(0, 3).map((value) => {
      const channel = value / 255;
      return channel <= 0.03928 ? channel / 12.92 : Math.pow((channel + 0.055) / 1.055, 2.4);
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  }

  function ratio(a, b) {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  }

  // The canvas: the root's background, else the body's, else white (what WebKit paints under a transparent page).
  function canvas() {
    const root = getDocumentElement.call(doc);
    for (const element of [root, doc.body]) {
      const color = element && parse(computedStyle(element).backgroundColor);
      if (color && color[3] > 0) return over(color, [255, 255, 255, 1]);
    }
    return [255, 255, 255, 1];
  }

  // What is behind `node`'s content: its and its ancestors' background colours composed over `base` (`behind`),
  // and the stops of the nearest gradient at or under the first opaque colour (`stops`, null without one). `cache`
  // (a Map for one pass over the page) keeps each element's answer, so the pass reads each element's style once
  // however deep the text: walking every text's ancestors again was most of the dark theme's time on long pages.
  function layer(node, base, cache) {
    if (!node || node.nodeType !== 1) return { behind: base, stops: null };
    let known = cache.get(node);
    if (known) return known;
    const style = computedStyle(node);
    const image = style.backgroundImage;
    const gradient = image && image !== "none" && !/url\(/i.test(image)
      ? (image.match(COLOUR) || []).map(parse).filter(Boolean) : [];
    const color = parse(style.backgroundColor);
    if (color && color[3] >= 1) known = { behind: over(color, base), stops: gradient.length ? gradient : null };
    else {
      const parent = layer(node.parentElement, base, cache);
      known = {
        behind: color && color[3] > 0 ? over(color, parent.behind) : parent.behind,
        stops: gradient.length ? gradient : parent.stops,
      };
    }
    cache.set(node, known);
    return known;
  }

  // Every background `element`'s text may sit on: what is behind it, and where the nearest painted layer is a
  // gradient, each of its stops over that in turn (text crosses them all).
  function backgrounds(element, base, cache = new Map()) {
    const { behind, stops } = layer(element, base, cache);
    return stops ? stops.map((stop) => over(stop, behind)) : [behind];
  }

  // How opaque `element` is on screen: its opacity times its ancestors' (`cache` as for layer()).
  function opacity(element, cache) {
    if (!element || element.nodeType !== 1) return 1;
    let value = cache.get(element);
    if (value === undefined) {
      const own = parseFloat(computedStyle(element).opacity);
      value = (Number.isFinite(own) ? own : 1) * opacity(element.parentElement, cache);
      cache.set(element, value);
    }
    return value;
  }

  // A text's lowest ratio from computed styles: its colour over every background it may sit on, through the
  // opacity of its layers (a translucent layer blends the text into the canvas, at worst).
  function estimate(element, style, base, caches) {
    const color = parse(style.color);
    const alpha = opacity(element, caches.opacity);
    return Math.min(...backgrounds(element, base, caches.layers).map((behind) => {
      const text = over(color, behind);
      return ratio(over([text[0], text[1], text[2], alpha], base), over([behind[0], behind[1], behind[2], alpha], base));
    }));
  }

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

  // contrast.audit {} -> {viewport, texts: [{large, estimate, boxes, excerpt}]}: every element holding visible text
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
      texts.push({
        large, estimate: Math.round(estimate(element, style, base, caches) * 100) / 100, boxes: lineBoxes(element, nodes, zoomOf(element, zooms)),
        excerpt: nodes.map((node) => node.data).join(" ").replace(/\s+/g, " ").trim().slice(0, EXCERPT),
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

  Object.defineProperty(globalThis, "WebContentContrast", {
    value: Object.freeze({ parse, over, ratio, canvas, backgrounds, COLOUR, NORMAL }),
  });
})();
