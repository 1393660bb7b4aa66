// WebContentKit reading comfort: fit-to-width with a readability floor, and text scale.
//
// Uses "page" (the content element).
globalThis.WebContentBridge.withParts(["page"], (bridge, page) => {
  "use strict";

  const querySelectorAll = Element.prototype.querySelectorAll;
  const getClassList = Object.getOwnPropertyDescriptor(Element.prototype, "classList").get;
  const getStyle = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "style").get;
  const computedStyle = globalThis.getComputedStyle.bind(globalThis);
  const HTMLElementClass = HTMLElement;

  // Below this zoom, text is too small to read: wider content scrolls sideways in its own box instead.
  const DEFAULT_MINIMUM_SCALE = 0.7;
  const MAX_SCALED_ELEMENTS = 20000;
  // The last fit's inputs, so a text scale change on a live page fits the same way again.
  let lastFit = null;
  // The scale the screen's fit draws the content at (1: none), and the observer that keeps the page's height the
  // scaled content's as the content's own changes (an image arrives, a quote opens).
  let drawnScale = 1;
  let observer = null;
  // [element, font-size value, priority, line-height value, priority]: the inline styles text scale replaced.
  let scaled = [];

  function clamp(value, low, high, fallback) {
    const number = Number(value);
    return Number.isFinite(number) ? Math.min(Math.max(number, low), high) : fallback;
  }

  // Undoes the last fit: the content at its own width.
  function clearFit(main) {
    const style = getStyle.call(main);
    for (const name of ["zoom", "--wck-fit-scale", "margin-bottom"]) style.removeProperty(name);
    getClassList.call(main).remove("wck-fitted", "wck-fit-scroll");
    drawnScale = 1;
  }

  // A box drawn scaled still takes its unscaled height in the flow: the margin gives back what the scale took away,
  // so the document is as tall as what is seen (a full-document snapshot, a host sizing its view).
  function pullUp(main) {
    if (drawnScale === 1) return;
    getStyle.call(main).setProperty("margin-bottom", (-main.offsetHeight * (1 - drawnScale)).toFixed(2) + "px");
  }

  // On screen the content is laid out at the screen's width over the scale and drawn scaled (shell.css:
  // .wck-fitted): only the layout runs again. A CSS zoom restyles every element at new font sizes, which cost a
  // 1 MB page most of its render; paper keeps it (`paged`), since a page break is placed by layout, and a box
  // drawn scaled would break lines where the unscaled layout put them.
  function fit(payload) {
    const p = payload || {};
    const main = page.content();
    const style = getStyle.call(main);
    const classes = getClassList.call(main);
    clearFit(main);
    const viewport = Number(p.viewportWidth) > 0 ? Number(p.viewportWidth) : window.innerWidth;
    const minimum = clamp(p.minimumScale, 0.05, 1, DEFAULT_MINIMUM_SCALE);
    lastFit = { viewportWidth: viewport, minimumScale: minimum };
    const width = main.scrollWidth;
    let scale = 1;
    let scrolls = false;
    if (width > viewport + 1) {
      const fitted = Math.floor((viewport / width) * 1000) / 1000;
      scale = Math.max(minimum, fitted);
      // At the floor the content is still wider than the screen: it scrolls inside the content box (shell.css),
      // the page itself keeps the screen's width.
      scrolls = fitted < minimum;
      if (scrolls) classes.add("wck-fit-scroll");
      if (p.paged) {
        style.setProperty("zoom", String(scale));
      } else {
        style.setProperty("--wck-fit-scale", String(scale));
        classes.add("wck-fitted");
        drawnScale = scale;
        if (!observer) {
          observer = new ResizeObserver(() => pullUp(page.content()));
          observer.observe(main);
        }
        pullUp(main);
      }
    }
    return { scale, contentWidth: width, scrolls };
  }

  function restoreText() {
    for (const [element, font, fontPriority, line, linePriority] of scaled) {
      const style = getStyle.call(element);
      if (font) style.setProperty("font-size", font, fontPriority);
      else style.removeProperty("font-size");
      if (line) style.setProperty("line-height", line, linePriority);
      else style.removeProperty("line-height");
    }
    scaled = [];
  }

  // Every element gets its own size (in px, from its computed size at scale 1), so nested em or percent sizes
  // do not compound, and sizes the content fixed in px grow too.
  function scaleText(scale) {
    const main = page.content();
    restoreText();
    // Computed sizes are read unzoomed; the caller fits the width again afterwards.
    clearFit(main);
    if (scale === 1) return;
    const elements = [main];
    for (const element of querySelectorAll.call(main, "*")) {
      if (elements.length >= MAX_SCALED_ELEMENTS) break;
      if (element instanceof HTMLElementClass) elements.push(element);
    }
    // Read every size first, then write: one layout instead of one per element.
    const sizes = elements.map((element) => {
      const computed = computedStyle(element);
      return [parseFloat(computed.fontSize), computed.lineHeight];
    });
    elements.forEach((element, index) => {
      const [fontSize, lineHeight] = sizes[index];
      if (!(fontSize > 0)) return;
      const style = getStyle.call(element);
      scaled.push([
        element,
        style.getPropertyValue("font-size"), style.getPropertyPriority("font-size"),
        style.getPropertyValue("line-height"), style.getPropertyPriority("line-height"),
      ]);
      style.setProperty("font-size", (fontSize * scale).toFixed(2) + "px", "important");
      if (/px$/.test(lineHeight)) style.setProperty("line-height", (parseFloat(lineHeight) * scale).toFixed(2) + "px", "important");
    });
  }

  // An insert starts from the content's own width.
  page.beforeReplace(() => clearFit(page.content()));

  // layout.fitWidth {viewportWidth, minimumScale, paged?} -> {scale, contentWidth, scrolls}: wide content (e-mail
  // tables) is scaled down to fit, never below minimumScale; `paged` zooms it instead, for paper.
  bridge.register("layout.fitWidth", fit);

  // text.scale {scale, refit?} -> {textScale, scale?}: text grows or shrinks (0.8-3.0) without a reload; refit
  // fits the width again as the last fit did (a live page), the render strategy's own fit step follows otherwise.
  bridge.register("text.scale", (payload) => {
    const p = payload || {};
    const textScale = clamp(p.scale, 0.8, 3, 1);
    scaleText(textScale);
    if (p.refit && lastFit) return { textScale, ...fit(lastFit) };
    return { textScale };
  });
});
