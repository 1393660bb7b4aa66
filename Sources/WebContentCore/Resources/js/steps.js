// WebContentKit render steps, registered with the bridge under the names of RenderStepName (RenderStrategy.swift).
//
// Uses "events" and "capture"; provides "page": the content element, the base URL of the content inserted last, the
// shared DOM methods, the hook through which later features drop what they hold of replaced content, and the one
// through which the sanitizer, installed for untrusted content only, hands itself in (a trusted page is loaded as a
// page, never inserted, and gets none of the sanitizer's scripts).
globalThis.WebContentBridge.withParts(["events", "capture"], "page", (bridge, events, capture) => {
  "use strict";
  const { document: doc } = globalThis;

  // The DOM methods and accessors the content world's scripts share, captured here at document start, before
  // any content exists (content can never shadow them), and handed on frozen in the page part's dom: each later
  // script takes what it uses in one destructuring instead of capturing its own copies.
  const { methods, accessors, table } = capture;
  const dom = table(
    methods(Document.prototype, ["createElement", "createTextNode", "createTreeWalker", "createRange", "getElementById"]),
    methods(Element.prototype, [
      "setAttribute", "getAttribute", "removeAttribute", "closest", "matches", "remove", "replaceWith",
      "replaceChildren", "querySelectorAll", "getBoundingClientRect", "getClientRects",
    ]),
    methods(Node.prototype, ["appendChild", "insertBefore", "removeChild", "contains", "compareDocumentPosition"]),
    methods(EventTarget.prototype, ["addEventListener"]),
    accessors(Node.prototype, "get", ["parentNode", "firstChild", "nextSibling", "previousSibling", "textContent"]),
    accessors(Node.prototype, "set", ["textContent"]),
    accessors(Element.prototype, "get", ["classList"]),
    accessors(HTMLElement.prototype, "get", ["style"]),
    accessors(Document.prototype, "get", ["documentElement", "body"]),
  );

  const {
    getElementById: getById, getDocumentElement, getBody, createElement, querySelectorAll, replaceChildren,
    appendChild, insertBefore, getClassList, getStyle, setAttribute, getAttribute,
    removeAttribute, contains, addEventListener: addListener,
  } = dom;
  const now = () => Date.now();
  const clock = performance.now.bind(performance);
  const queryFragment = DocumentFragment.prototype.querySelectorAll;

  // Past this many languages in one document, `lang` stops choosing fonts (see shell.css: .wck-many-languages).
  const MAX_LOCALES = 6;
  // The base URL of the content inserted last: in-page links are reported against it, not the shell's URL.
  let contentBase = null;
  // The remote loads the last insert withheld under its policy, for content.showRemote.
  let withheldLoads = [];
  // Called before an insert replaces the content, by the optional features that hold some of it (find's
  // matches): they hook in, so these steps need not know which features are installed.
  const replacing = [];

  function content() {
    let main = getById.call(doc, "wck-content");
    if (!main) {
      // The shell always has one; a bare document (tests, a crashed and reloaded page) gets one.
      main = createElement.call(doc, "main");
      setAttribute.call(main, "id", "wck-content");
      appendChild.call(getBody.call(doc) || getDocumentElement.call(doc), main);
    }
    return main;
  }

  // How many distinct `lang` values `fragment` holds, counting no further than one past MAX_LOCALES.
  function languageCount(fragment) {
    const seen = new Set();
    for (const element of queryFragment.call(fragment, "[lang]")) {
      seen.add(String(getAttribute.call(element, "lang")).toLowerCase());
      if (seen.size > MAX_LOCALES) break;
    }
    return seen.size;
  }

  function setRootClass(name, on) {
    const classes = getClassList.call(getDocumentElement.call(doc));
    if (on) classes.add(name);
    else classes.remove(name);
  }

  // The sanitizer that handed itself in (the first, and only, one); a page without it inserts nothing.
  let sanitizer = null;
  function installedSanitizer() {
    if (!sanitizer) throw new Error("content.insert needs the sanitizer feature (untrusted content)");
    return sanitizer;
  }

  // content.insert {html, baseURL, generation, policy, proxyPrefix?, theme?} -> sanitizer report
  bridge.register("content.insert", (payload) => {
    const p = payload || {};
    const started = now();
    const clockStarted = clock();
    const { fragment, report, withheld } = installedSanitizer().sanitize(p.html == null ? "" : p.html, {
      baseURL: p.baseURL,
      policy: p.policy,
      proxyPrefix: p.proxyPrefix,
      origins: p.origins,
      inlineImages: p.inlineImages,
    });
    contentBase = typeof p.baseURL === "string" && p.baseURL ? p.baseURL : null;
    const main = content();
    // Set again once the content is in (below): inserting a deep tree under dir=auto costs WebKit a walk per node.
    removeAttribute.call(main, "dir");
    // The message's own language, or none (not the previous message's): a screen reader picks its voice by it.
    if (report.lang) setAttribute.call(main, "lang", report.lang);
    else removeAttribute.call(main, "lang");
    for (const hook of replacing) hook();
    // Before the insertion, so the first layout already has it: each distinct language costs WebKitGTK a font
    // fallback search of its own (about 25 ms), and a page listing 227 languages (Wikipedia's interlanguage links)
    // spent 6 s in them. The attributes stay for assistive technology; only font and hyphenation choice stop
    // following them.
    getClassList.call(main).toggle("wck-many-languages", languageCount(fragment) > MAX_LOCALES);
    const sanitized = clock();
    // The fragment is still inert: this insertion adopts it into the page (no serialising, no second parse).
    replaceChildren.call(main, fragment);
    // Where the step's time went (timings.steps lists them as content.insert/...): the sanitizer, and the engine's
    // insertion, which includes whatever the inserted nodes make it do at once (a media element's controls lay
    // the page out).
    report.parts = [["sanitize", sanitized - clockStarted], ["insertion", clock() - sanitized]];
    withheldLoads = withheld;
    // The message's own direction, else the content's first strong character's, so Hebrew or Arabic mail reads
    // right to left.
    setAttribute.call(main, "dir", report.dir || "auto");
    if (p.theme === "dark" || p.theme === "light" || p.theme === "automatic") {
      setRootClass("wck-theme-dark", p.theme === "dark");
      setRootClass("wck-theme-light", p.theme === "light");
    }
    setRootClass("wck-content-scheme", report.colors === "scheme");
    setRootClass("wck-own-colors", report.colors === "own");
    bridge.setGeneration(p.generation);
    events.contentChanged();
    report.milliseconds = now() - started;
    return report;
  });

  // content.showRemote {proxyPrefix} -> {shown, trackers}: the remote loads the policy withheld from the content on
  // screen, shown in place through the proxy (no reload, no second sanitising); once.
  bridge.register("content.showRemote", (payload) => {
    const released = installedSanitizer().release(withheldLoads, {
      proxyPrefix: payload && payload.proxyPrefix, baseURL: contentBase,
    });
    withheldLoads = [];
    return { shown: released.shown, trackers: released.report.remote.trackers };
  });

  // content.begin {generation} -> {generation}: a trusted document, loaded as a page, is stamped and observed.
  bridge.register("content.begin", (payload) => {
    bridge.setGeneration(payload && payload.generation);
    events.contentChanged();
    return { generation: bridge.generation };
  });

  // layout.settle {timeoutMs} -> {images, pending, timedOut}: waits (bounded) for eager images and fonts.
  bridge.register("layout.settle", (payload) => {
    const timeout = Math.min(Math.max(Number(payload && payload.timeoutMs) || 3000, 0), 60000);
    const waits = [];
    let images = 0;
    for (const image of querySelectorAll.call(content(), "img")) {
      images++;
      if (image.complete || getAttribute.call(image, "loading") === "lazy") continue;
      waits.push(new Promise((resolve) => {
        addListener.call(image, "load", resolve, { once: true });
        addListener.call(image, "error", resolve, { once: true });
      }));
    }
    if (doc.fonts) waits.push(doc.fonts.ready.then(() => {}, () => {}));
    let pending = waits.length;
    for (const wait of waits) wait.then(() => pending--);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve({ images, pending, timedOut: true }), timeout);
      Promise.all(waits).then(() => {
        clearTimeout(timer);
        resolve({ images, pending: 0, timedOut: false });
      });
    });
  });

  // layout.measure {} -> {width, height} of the content element itself (so it can shrink).
  bridge.register("layout.measure", () => events.measureForHost() || { width: 0, height: 0 });

  // render.run {steps: [{handler, payload, timeoutMs}]} -> [{result} | {error} | {timedOut}, each with its ms]: a
  // render's steps in order, in one call. WebKit lays out and paints as soon as a call that changed the page returns,
  // so steps called one by one paid a paint of every intermediate state (the inserted, the zoomed, the recoloured
  // content) before the next step could run; run here, the steps read layout as they did, and the page is painted
  // once, in its final state. A step that fails or outlives its time does not stop the ones after it.
  const TIMED_OUT = {};
  bridge.register("render.run", async (payload) => {
    const steps = payload && Array.isArray(payload.steps) ? payload.steps : [];
    const outcomes = [];
    for (const step of steps) {
      const started = clock();
      let timer;
      const expiry = new Promise((resolve) => {
        timer = setTimeout(() => resolve(TIMED_OUT), Math.max(Number(step.timeoutMs) || 0, 0));
      });
      let outcome;
      try {
        const value = await Promise.race([bridge.invoke(step.handler, step.payload), expiry]);
        // undefined reads as null, as a call's answer does.
        outcome = value === TIMED_OUT ? { timedOut: true } : { result: value === undefined ? null : value };
      } catch (thrown) {
        outcome = { error: { name: String(thrown.name), message: String(thrown.message) } };
      }
      clearTimeout(timer);
      outcome.ms = clock() - started;
      outcomes.push(outcome);
    }
    return outcomes;
  });

  const base = () => contentBase;
  /** Runs `hook` (no arguments) before each insert replaces the content. */
  const beforeReplace = (hook) => {
    if (typeof hook === "function") replacing.push(hook);
  };
  /** Takes the sanitizer's sanitize and release, once. */
  const sanitizeWith = (given) => {
    if (!sanitizer && given) sanitizer = given;
  };
  bridge.provide("page", { content, dom, base, beforeReplace, sanitizeWith });
});
