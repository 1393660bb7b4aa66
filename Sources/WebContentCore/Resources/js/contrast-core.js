// WebContentKit contrast arithmetic: WCAG 2's ratio, and what is behind a text as computed styles tell it.
//
// Provides "contrast". The dark palette (palette.js, colours.js) adapts colours with it; the contrast audit
// (contrast.js, when installed) keeps its estimate from computed styles for a text the pixel reading cannot show
// (clipped, or below the rows the host reads). Colours are [r, g, b, a] with channels 0-255 and alpha 0-1.
globalThis.WebContentBridge.withParts([], "contrast", (bridge) => {
  "use strict";
  const { document: doc } = globalThis;
  const getDocumentElement = Object.getOwnPropertyDescriptor(Document.prototype, "documentElement").get;
  const computedStyle = globalThis.getComputedStyle.bind(globalThis);

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

  bridge.provide("contrast", { parse, over, ratio, canvas, backgrounds, opacity, estimate, COLOUR, NORMAL });
});
