// A render step that takes as long as it is asked to: how the conformance bodies and the benchmark's fault run
// prove that a step that never answers times out on every engine. Never part of a product's page scripts:
// tests and the benchmark install it as an app script (ConformanceScripts.debugWait).
//
// Runs at document start in the isolated world, after the package's own scripts.
(() => {
  "use strict";
  const bridge = globalThis.WebContentBridge;
  if (!bridge) return;
  const setTimer = globalThis.setTimeout;

  // debug.wait {ms} -> null after ms (at most an hour).
  bridge.register("debug.wait", (payload) => {
    const ms = Math.max(0, Math.min(Number((payload || {}).ms) || 0, 3600000));
    return new Promise((resolve) => setTimer(() => resolve(null), ms));
  });
})();
