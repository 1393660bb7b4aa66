// WebContentKit lifecycle steps: a bounded wait that proves timeouts and fault recovery on every engine.
//
// Runs at document start in the isolated world after steps.js.
(() => {
  "use strict";
  const bridge = globalThis.WebContentBridge;
  if (!bridge) return;
  const setTimer = globalThis.setTimeout;

  // debug.wait {ms} -> null after ms (at most an hour): a step that takes as long as asked.
  bridge.register("debug.wait", (payload) => {
    const ms = Math.max(0, Math.min(Number((payload || {}).ms) || 0, 3600000));
    return new Promise((resolve) => setTimer(() => resolve(null), ms));
  });
})();
