// WebContentKit DOM capture: how the content world's scripts take the DOM methods and accessors they use, at
// document start, before any content exists (content can never shadow them), as tables rather than a line each.
//
// Provides "capture": methods, accessors and table.
globalThis.WebContentBridge.withParts([], "capture", (bridge) => {
  "use strict";
  const capitalised = (name) => name[0].toUpperCase() + name.slice(1);

  bridge.provide("capture", {
    /** [name, method] pairs of `proto`'s methods `names`, each under its own name, or prefixName with `prefix`. */
    methods: (proto, names, prefix) =>
      names.map((name) => [prefix ? prefix + capitalised(name) : name, proto[name]]),
    /**
     * [name, function] pairs of the `kind` ("get" or "set") of `proto`'s accessors `names`, each as kindName, or
     * kindPrefixName with `prefix`.
     */
    accessors: (proto, kind, names, prefix = "") =>
      names.map((name) => [kind + prefix + capitalised(name), Object.getOwnPropertyDescriptor(proto, name)[kind]]),
    /** The pairs of `groups` (what methods and accessors return) as one frozen object. */
    table: (...groups) => Object.freeze(Object.fromEntries(groups.flat())),
  });
});
