// WebContentKit events: taps, clicks, content size and CSP violations, reported to Swift through the bridge.
//
// Provides "events" (the insert step's hooks and the measure). DOM methods are captured now, before any content
// can clobber them by name.
globalThis.WebContentBridge.withParts([], "events", (bridge) => {
  "use strict";

  const addListener = EventTarget.prototype.addEventListener;
  const closest = Element.prototype.closest;
  const getById = Document.prototype.getElementById;
  const getRect = Element.prototype.getBoundingClientRect;
  const getInlineStyle = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "style").get;
  const elementMatches = Element.prototype.matches;
  const rAF = globalThis.requestAnimationFrame.bind(globalThis);
  const doc = document;
  const isTop = window === window.top;

  function absolute(url) {
    try {
      return new URL(url, doc.baseURI).href;
    } catch (error) {
      return null;
    }
  }

  // Capture phase on the window: runs before any listener the content could have and before navigation.
  addListener.call(
    window,
    "click",
    (event) => {
      const target = event.target;
      if (!target || typeof target.nodeType !== "number" || target.nodeType !== 1) return;
      const link = closest.call(target, "a[href], area[href]");
      if (link) {
        bridge.emit({ type: "click", href: absolute(link.getAttribute("href")), mainFrame: isTop });
        return;
      }
      const embed = closest.call(target, "iframe, video, audio");
      if (embed) {
        const kind = embed.localName;
        const source = embed.currentSrc || embed.getAttribute("src") || "";
        const url = source && absolute(source);
        if (url) bridge.emit({ type: "tap", kind: "embed", embed: kind, url, generation: bridge.generation });
        return;
      }
      if (elementMatches.call(target, "img")) {
        const url = absolute(target.currentSrc || target.getAttribute("src") || "");
        if (url) bridge.emit({ type: "tap", kind: "image", url, generation: bridge.generation });
      }
    },
    true
  );

  // CSP violations are remote loads the second wall stopped.
  addListener.call(
    doc,
    "securitypolicyviolation",
    (event) => {
      bridge.emit({ type: "remoteBlocked", url: String(event.blockedURI || ""), tracker: false });
    },
    true
  );

  // Size reporting: coalesced per animation frame, sent whenever the measured size changes (it can shrink).
  let lastWidth = -1;
  let lastHeight = -1;
  let lastGeneration = -1;
  let frameRequested = false;

  function contentElement() {
    return getById.call(doc, "wck-content");
  }

  function measure() {
    const content = contentElement();
    if (!content) return null;
    const rect = getRect.call(content);
    // The host lays out what is on screen. Fit-to-width draws the content scaled (reading.js), and the scroll
    // extent is in the content's own pixels; paper's fit zooms it, and WebKit reports the rect and the scroll
    // extent of a zoomed element in unzoomed pixels (a 0.43 zoom: 634 px -> 272 px).
    const style = getInlineStyle.call(content);
    const zoom = parseFloat(style.zoom) || 1;
    const drawn = parseFloat(style.getPropertyValue("--wck-fit-scale")) || 1;
    // The content box, not max(content, viewport): a shorter document must report a smaller height.
    const height = Math.max(rect.height * zoom, content.scrollHeight * zoom * drawn);
    const width = Math.max(rect.width * zoom, content.scrollWidth * zoom * drawn);
    // Height rounds up so nothing is cut off; width to the nearest pixel, so a fitted 389.99 stays 390.
    return { width: Math.round(width), height: Math.ceil(height) };
  }

  // Sends `size` unless it is the size last sent for this generation.
  function send(size) {
    const generation = bridge.generation;
    if (size.width === lastWidth && size.height === lastHeight && generation === lastGeneration) return;
    lastWidth = size.width;
    lastHeight = size.height;
    lastGeneration = generation;
    bridge.emit({ type: "size", width: size.width, height: size.height, generation });
  }

  function report() {
    frameRequested = false;
    const size = measure();
    if (size) send(size);
  }

  function scheduleReport() {
    if (frameRequested) return;
    frameRequested = true;
    rAF(report);
  }

  const observer = new ResizeObserver(scheduleReport);
  let observed = null;
  function observe() {
    const content = contentElement();
    if (content && content !== observed) {
      if (observed) observer.unobserve(observed);
      observer.observe(content);
      observed = content;
    }
    scheduleReport();
  }

  // Images and media change the height when they load or fail; these events do not bubble, so capture.
  addListener.call(doc, "load", scheduleReport, true);
  addListener.call(doc, "error", scheduleReport, true);
  addListener.call(doc, "toggle", scheduleReport, true);
  addListener.call(window, "resize", scheduleReport);
  addListener.call(doc, "DOMContentLoaded", () => {
    observe();
    if (doc.fonts) doc.fonts.ready.then(scheduleReport, () => {});
  });

  bridge.provide("events", {
    /** Called by the insert step: observe the (new) content and report its size for this generation. */
    contentChanged() {
      observe();
      if (doc.fonts) doc.fonts.ready.then(scheduleReport, () => {});
    },
    /** The current content size, as the size event reports it. */
    measure,
    /**
     * The size the render's measure step hands to the host, sent as a size event too when it is new: later size
     * events are compared with it, so a page that goes back to a size reported before this one (a colour switch
     * undoing a taller palette) is reported. The event is sent here, not left to the next frame's report: a render
     * whose steps run in one call has no frame between them, and that report would find this size already sent.
     */
    measureForHost() {
      const size = measure();
      if (size) send(size);
      return size;
    },
  });
});
