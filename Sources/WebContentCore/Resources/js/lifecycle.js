// WebContentKit lifecycle steps: stamping a trusted document with its generation, and a bounded wait.
//
// Runs at document start in the isolated world after steps.js. The untrusted path stamps the generation in
// content.insert; a trusted document, loaded whole, gets it from content.begin.
(() => {
  "use strict";
  const bridge = globalThis.WebContentBridge;
  const events = globalThis.WebContentEvents;
  if (!bridge || !events) return;
  const setTimer = globalThis.setTimeout;

  // content.begin {generation} -> null: later size and tap events carry this generation.
  bridge.register("content.begin", (payload) => {
    bridge.setGeneration((payload || {}).generation);
    events.contentChanged();
    return null;
  });

  // debug.wait {ms} -> null after ms: a step that takes as long as asked, to prove timeouts and faults.
  bridge.register("debug.wait", (payload) => {
    const ms = Math.max(0, Math.min(Number((payload || {}).ms) || 0, 3600000));
    return new Promise((resolve) => setTimer(() => resolve(null), ms));
  });
})();
