// WebContentKit contrast audit: how much of the content's text is hard to read against what is behind it,
// computed from the engine's computed styles (a dark theme over mail that paints its own colours is the usual
// culprit).
//
// Runs at document start in the isolated world after steps.js. Background colours, gradients (every stop) and
// translucent layers count; an image backdrop's colours are not known here, which is why the dark theme removes it. colours.js, after it, uses the same arithmetic through WebContentContrast,
// so the dark adaptation and this audit agree on what a ratio is.
(() => {
  "use strict";
  const { WebContentBridge: bridge, WebContentPage: page, document: doc } = globalThis;
  if (!bridge || !page) return;

  const createTreeWalker = Document.prototype.createTreeWalker;
  const getDocumentElement = Object.getOwnPropertyDescriptor(Document.prototype, "documentElement").get;
  const getClientRects = Element.prototype.getClientRects;
  const computedStyle = globalThis.getComputedStyle.bind(globalThis);

  const MAX_ELEMENTS = 5000;
  // A colour as computed styles write it (rgb() or rgba()), inside a longer value such as a gradient.
  const COLOUR = /rgba?\([^)]*\)/g;
  // WCAG 2 AA: 4.5:1 for body text, 3:1 for large text (24 px, or 18.66 px bold).
  const NORMAL = 4.5;
  const LARGE = 3;

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

  // Every background `element`'s text may sit on: its and its ancestors' background colours composed over the
  // canvas, and where the nearest painted layer is a gradient, each of its stops in turn (text crosses them all).
  function backgrounds(element, base) {
    const layers = [];
    let stops = null;
    for (let node = element; node && node.nodeType === 1; node = node.parentElement) {
      const style = computedStyle(node);
      const image = style.backgroundImage;
      if (!stops && image && image !== "none" && !/url\(/i.test(image)) {
        stops = (image.match(COLOUR) || []).map(parse).filter(Boolean);
      }
      const color = parse(style.backgroundColor);
      if (color && color[3] > 0) {
        layers.push(color);
        if (color[3] >= 1) break;
      }
    }
    let result = base;
    for (let i = layers.length - 1; i >= 0; i--) result = over(layers[i], result);
    return stops && stops.length ? stops.map((stop) => over(stop, result)) : [result];
  }

  // How opaque `element` is on screen: its opacity times its ancestors'.
  function opacity(element) {
    let value = 1;
    for (let node = element; node && node.nodeType === 1; node = node.parentElement) {
      const own = parseFloat(computedStyle(node).opacity);
      if (Number.isFinite(own)) value *= own;
    }
    return value;
  }

  // contrast.audit {} -> {checked, below, minimum}: elements holding visible text, how many fall under WCAG AA,
  // and the lowest ratio found (null when nothing was checked).
  bridge.register("contrast.audit", () => {
    const base = canvas();
    const seen = new Set();
    const walker = createTreeWalker.call(doc, page.content(), NodeFilter.SHOW_TEXT);
    let checked = 0;
    let below = 0;
    let minimum = Infinity;
    for (let node = walker.nextNode(); node && checked < MAX_ELEMENTS; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || seen.has(element) || !node.data.trim()) continue;
      seen.add(element);
      const style = computedStyle(element);
      if (style.visibility !== "visible" || getClientRects.call(element).length === 0) continue;
      const color = parse(style.color);
      // Transparent text is not shown text (e-mail preheaders hide that way).
      if (!color || color[3] === 0) continue;
      // A translucent layer blends the text into what is behind it (the canvas, at worst).
      const alpha = opacity(element);
      const value = Math.min(...backgrounds(element, base).map((behind) => {
        const text = over(color, behind);
        return ratio(over([text[0], text[1], text[2], alpha], base), over([behind[0], behind[1], behind[2], alpha], base));
      }));
      const size = parseFloat(style.fontSize) || 16;
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      checked++;
      if (value < (large ? LARGE : NORMAL)) below++;
      minimum = Math.min(minimum, value);
    }
    return { checked, below, minimum: checked ? Math.round(minimum * 100) / 100 : null };
  });

  Object.defineProperty(globalThis, "WebContentContrast", {
    value: Object.freeze({ parse, over, ratio, canvas, backgrounds, COLOUR, NORMAL }),
  });
})();
