// webcontent-bench helpers: evaluated by the benchmark in the isolated "webcontentkit" world of a warm engine,
// after the shell page and WebContentKit's own scripts (bridge, sanitizer) are in place.
//
// Not part of the library: it only drives what the library ships, so the benchmark's Swift code calls one-line
// bodies such as `return await WCKBench.burstBridge(count, run);`.
(() => {
  "use strict";
  if (globalThis.WCKBench) return true;
  const bridge = globalThis.WebContentBridge;
  const sanitizer = bridge.use("sanitizer");

  // Swift -> page round trip: the smallest possible bridge handler.
  bridge.register("bench.echo", (payload) => payload);

  // Page -> Swift burst through the bridge: every send queued in this task goes out in one batched postMessage.
  function burstBridge(count, run) {
    const replies = [];
    for (let seq = 0; seq < count; seq++) replies.push(bridge.send("bench.count", { run, seq }));
    return Promise.all(replies).then((all) => all.length);
  }

  // The same burst without batching: one postMessage (with its own reply) per message.
  function burstBare(count, run) {
    const handler = window.webkit.messageHandlers.wck;
    const replies = [];
    for (let seq = 0; seq < count; seq++) {
      replies.push(handler.postMessage({ send: "bench.count", payload: { run, seq } }));
    }
    return Promise.all(replies).then((all) => all.length);
  }

  // The sanitizer corpus, set once: [{html, policy}].
  let documents = [];
  function setDocuments(list) {
    documents = list;
    return documents.length;
  }

  // The floor parses as the sanitizer does (sanitizer-parse.js): the same test, the same body parse, the same
  // split of a document into what precedes its body and the body's content.
  const parse = bridge.use("sanitizer.parse");
  function floorRoots(html) {
    if (!parse.hasDocumentMarkup(html)) return [parse.bodyFragment(html)];
    const split = parse.documentSplit(html);
    if (split === null) return [new DOMParser().parseFromString(html, "text/html").documentElement];
    return [split.document.documentElement, split.content];
  }

  // Each contender takes one document and returns a number derived from its output, so no work is skipped.
  const contenders = {
    // Like DOMPurify's fragment mode, the output is a fragment of the inert document, not yet in the page.
    ours: (doc) => {
      const { fragment, report } = sanitizer.sanitize(doc.html, { baseURL: null, policy: doc.policy });
      return fragment.childNodes.length + report.removed.elements;
    },
    // The same, adopted into this page as inserting it does (any sanitizer's output pays that on insertion).
    oursAdopted: (doc) => {
      const { fragment, report } = sanitizer.sanitize(doc.html, { baseURL: null, policy: doc.policy }, document);
      return fragment.childNodes.length + report.removed.elements;
    },
    purifyFragment: (doc) => DOMPurify.sanitize(doc.html, { RETURN_DOM_FRAGMENT: true }).childNodes.length,
    purifyString: (doc) => DOMPurify.sanitize(doc.html).length,
    // The floor any DOM sanitizer pays: the engine's parser, then every element and every attribute visited.
    // The parse is the cheaper one the sanitizer takes too: markup without document structure (no doctype, html,
    // head, body ...) goes straight into a body fragment of one inert document; a document is split after its
    // <body> start tag where the sanitizer splits it (its head's styles parsed without their text), and the rest
    // goes through DOMParser.
    floor: (doc) => {
      let seen = 0;
      for (const root of floorRoots(doc.html)) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
        for (let node = root.nodeType === 1 ? root : walker.nextNode(); node; node = walker.nextNode()) {
          const attributes = node.attributes;
          for (let index = 0; index < attributes.length; index++) seen += attributes[index].value.length;
          seen++;
        }
      }
      return seen;
    },
  };

  // Runs one contender over the whole corpus; performance.now() is 1 ms granular, the loop takes far longer.
  function time(name) {
    const each = contenders[name];
    if (!each) throw new Error("no contender " + name);
    let sink = 0;
    const start = performance.now();
    for (const doc of documents) sink += each(doc);
    return { ms: performance.now() - start, sink };
  }

  Object.defineProperty(globalThis, "WCKBench", {
    value: Object.freeze({ burstBridge, burstBare, setDocuments, time }),
    writable: false,
    configurable: false,
  });
  return true;
})();
