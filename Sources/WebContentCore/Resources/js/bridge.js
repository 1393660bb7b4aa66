// WebContentKit bridge: runs at document start in the isolated "webcontentkit" world, top frame.
//
// Page scripts cannot see this world's globals or its "wck" message handler; only DOM objects are shared.
// Named DOM properties (<img name=getElementById>, <form id=WebContentBridge>) could shadow lookups made
// later, so everything needed is captured now, before any content exists, and the global is frozen.
//
// WebContentBridge (and the WebViewJavascriptBridge facade) are the world's only globals: the other scripts hand
// each other their parts through provide/use, each runs through withParts with the parts it needs, and they run in
// the order PageFeature declares.
(() => {
  "use strict";
  if (Object.prototype.hasOwnProperty.call(globalThis, "WebContentBridge")) return;

  const ObjectFreeze = Object.freeze;
  const defineProperty = Object.defineProperty;
  const PromiseCtor = Promise;
  const ErrorCtor = Error;
  const MapCtor = Map;
  const mapGet = Map.prototype.get;
  const mapSet = Map.prototype.set;
  const mapHas = Map.prototype.has;
  const jsonParse = JSON.parse;
  const jsonStringify = JSON.stringify;
  const enqueueMicrotask = queueMicrotask.bind(globalThis);
  const arrayPush = Array.prototype.push;
  const setTimer = setTimeout.bind(globalThis);

  // Swift answers at most this many messages per batch (PageMessageLimits.maxBatchCount is larger).
  const MAX_BATCH = 1000;
  const handlers = new MapCtor();
  // What the content world's scripts hand each other (the sanitizer, the page's content element, ...), by name:
  // one map behind this frozen object instead of a global each. Each name is provided once, so a script that
  // finds its name taken has already run and stops.
  const parts = new MapCtor();
  let queue = [];
  let flushScheduled = false;
  let generation = 0;

  // The posting functions of our handlers (registered with reply in this world), captured before any content.
  function capturePost(name) {
    const webkit = globalThis.webkit;
    const handler = webkit && webkit.messageHandlers && webkit.messageHandlers[name];
    if (!handler || typeof handler.postMessage !== "function") return null;
    const post = handler.postMessage;
    return (message) => post.call(handler, message);
  }
  // "wck" carries page-to-Swift sends and events; "wckCall" carries Swift-to-page calls (see below).
  let channel = capturePost("wck");
  function captureChannel() {
    if (!channel) channel = capturePost("wck");
    return channel;
  }
  const callPost = capturePost("wckCall");
  // In an iframe (the bridge runs there by explicit option only) every message names the frame's origin, as
  // this world reads it: Swift accepts only the origins the configuration lists.
  const isTopFrame = globalThis === globalThis.top;
  const frameOrigin = isTopFrame ? null : String(globalThis.location.origin);

  function makeError(name, message) {
    const error = new ErrorCtor(String(message));
    error.name = String(name || "Error");
    return error;
  }

  function errorOf(thrown) {
    if (thrown && typeof thrown === "object") {
      return makeError(thrown.name || "Error", thrown.message !== undefined ? thrown.message : String(thrown));
    }
    return makeError("Error", String(thrown));
  }

  // Swift answers with JSON text or a parsed value, depending on the adapter: accept both.
  function decodeReply(reply) {
    return typeof reply === "string" ? jsonParse(reply) : reply;
  }

  function settle(entry, answer) {
    if (answer && typeof answer === "object" && answer.error) {
      entry.reject(makeError(answer.error.name, answer.error.message));
    } else if (answer && typeof answer === "object" && "result" in answer) {
      entry.resolve(answer.result);
    } else {
      entry.resolve(undefined);
    }
  }

  function post(entries) {
    const postMessage = captureChannel();
    if (!postMessage) {
      for (const entry of entries) entry.reject(makeError("NoChannel", "the wck message handler is not registered"));
      return;
    }
    // Each message as its own JSON text: one that JSON cannot carry (a BigInt, a cycle) is refused alone here,
    // and one Swift refuses (too deep, too large) fails alone there, never its batch-mates.
    const messages = [];
    const sentEntries = [];
    for (const entry of entries) {
      let text;
      try {
        text = jsonStringify(entry.message);
      } catch (thrown) {
        entry.reject(makeError("NotJSON", "the message is not JSON: " + errorOf(thrown).message));
        continue;
      }
      arrayPush.call(messages, text);
      arrayPush.call(sentEntries, entry);
    }
    if (sentEntries.length === 0) return;
    entries = sentEntries;
    let sent;
    try {
      // As JSON text: the native side reads one string instead of walking an object graph (and answers in text).
      sent = postMessage(jsonStringify(frameOrigin === null ? { batch: messages } : { batch: messages, frame: { origin: frameOrigin } }));
    } catch (thrown) {
      sent = PromiseCtor.reject(thrown);
    }
    PromiseCtor.resolve(sent).then(
      (reply) => {
        let answers;
        try {
          answers = decodeReply(reply);
        } catch (thrown) {
          answers = { error: { name: "BadReply", message: "the reply is not JSON" } };
        }
        // Each entry is settled exactly once, in order; a whole-batch error settles them all with it.
        for (let index = 0; index < entries.length; index++) {
          settle(entries[index], Array.isArray(answers) ? answers[index] : answers);
        }
      },
      (thrown) => {
        const error = errorOf(thrown);
        for (const entry of entries) entry.reject(error);
      }
    );
  }

  function flush() {
    flushScheduled = false;
    const entries = queue;
    queue = [];
    for (let start = 0; start < entries.length; start += MAX_BATCH) {
      post(entries.slice(start, start + MAX_BATCH));
    }
  }

  function enqueue(message) {
    return new PromiseCtor((resolve, reject) => {
      arrayPush.call(queue, { message, resolve, reject });
      if (!flushScheduled) {
        flushScheduled = true;
        enqueueMicrotask(flush);
      }
    });
  }

  /** Registers a handler Swift can call by name; it may return a value or a Promise. */
  function register(name, fn) {
    if (typeof name !== "string" || typeof fn !== "function") throw makeError("TypeError", "register(name, fn)");
    mapSet.call(handlers, name, fn);
  }

  /** Runs a registered handler; the Promise rejects with an Error whose name and message Swift reports. */
  function invoke(name, payload) {
    return new PromiseCtor((resolve, reject) => {
      if (!mapHas.call(handlers, name)) {
        reject(makeError("UnknownHandler", "no handler named " + String(name).slice(0, 100)));
        return;
      }
      try {
        PromiseCtor.resolve(mapGet.call(handlers, name)(payload)).then(resolve, (thrown) => reject(errorOf(thrown)));
      } catch (thrown) {
        reject(errorOf(thrown));
      }
    });
  }

  /** Sends a message to the Swift strategy `name`; resolves with its reply. Batched per task. */
  function send(name, payload) {
    return enqueue({ send: String(name), payload: payload === undefined ? null : payload });
  }

  /** Reports an event to Swift (fire and forget, batched). */
  function emit(event) {
    enqueue({ event }).catch(() => {});
  }

  /** Makes `part`, frozen, what `use(name)` answers from now on; a name taken already is refused. */
  function provide(name, part) {
    if (typeof name !== "string" || part === null || typeof part !== "object") {
      throw makeError("TypeError", "provide(name, part)");
    }
    if (mapHas.call(parts, name)) throw makeError("AlreadyProvided", "a part named " + name.slice(0, 100) + " is in");
    mapSet.call(parts, name, ObjectFreeze(part));
  }

  /**
   * Runs a script of the content world: `body` gets the bridge and the parts named `names`, in that order. It does
   * not run while one of them is missing, nor when `provides` (the part the script hands on, if it has one; it may
   * be left out) is in already: the script has run. Every other script is one call of this, so none repeats the
   * lookups and the checks.
   */
  function withParts(names, provides, body) {
    if (typeof provides === "function") return withParts(names, undefined, provides);
    if (provides !== undefined && mapHas.call(parts, provides)) return;
    const args = [bridge];
    for (let index = 0; index < names.length; index++) {
      if (!mapHas.call(parts, names[index])) return;
      arrayPush.call(args, mapGet.call(parts, names[index]));
    }
    body(...args);
  }

  const bridge = ObjectFreeze({
    register,
    provide,
    /** The part provided as `name`, or undefined while no script has provided it. */
    use: (name) => mapGet.call(parts, name),
    withParts,
    has: (name) => mapHas.call(parts, name),
    invoke,
    send,
    emit,
    /** The generation of the content on screen, stamped on events. */
    get generation() {
      return generation;
    },
    setGeneration(value) {
      const number = Number(value);
      if (Number.isSafeInteger(number) && number >= 0) generation = number;
    },
    handlerNames() {
      return Array.from(handlers.keys());
    },
  });

  // WebViewJavascriptBridge-style facade for code written against that library.
  const facade = ObjectFreeze({
    registerHandler(name, fn) {
      register(name, (data) => new PromiseCtor((resolve) => fn(data, resolve)));
    },
    callHandler(name, data, responseCallback) {
      const sent = send(name, data);
      if (typeof responseCallback === "function") sent.then(responseCallback, () => {});
      return sent;
    },
  });

  // Swift-to-page calls ride a parked message. The page posts a channel message that Swift keeps unanswered
  // until calls are due; the reply brings them as data (never source), and the next message brings their results
  // back and parks again: one message each way per call, as cheap as an evaluate-JS round trip. Results of
  // handlers that answer with a Promise follow in a message of their own. Swift tells a document that no longer
  // owns the channel (a newer one said hello) to stop.
  const isArray = Array.isArray;
  const stringStartsWith = String.prototype.startsWith;
  const stringSlice = String.prototype.slice;
  const REPLY_MARKER = "wck:";
  const token = String(Math.random()).slice(2) + "-" + String(Date.now());
  let greeted = false;
  let late = [];
  let lateScheduled = false;

  function errorRecord(thrown) {
    const error = errorOf(thrown);
    return { name: error.name, message: String(error.message) };
  }

  // One JSON string; a result JSON cannot carry (a cycle, a BigInt) fails alone instead of the whole message.
  function encode(message) {
    try {
      return jsonStringify(message);
    } catch (ignored) {
      const results = message.results;
      for (let index = 0; index < results.length; index++) {
        try {
          jsonStringify(results[index]);
        } catch (thrown) {
          results[index] = { id: results[index].id, error: { name: "BadResult", message: "the result is not JSON: " + errorOf(thrown).message } };
        }
      }
      return jsonStringify(message);
    }
  }

  // Runs one call: a record to send now, or null when a Promise will deliver it later.
  function run(call) {
    const id = call && call.id;
    const fn = call && typeof call.name === "string" ? mapGet.call(handlers, call.name) : undefined;
    if (typeof fn !== "function") {
      return { id, error: { name: "UnknownHandler", message: "no handler named " + String(call && call.name).slice(0, 100) } };
    }
    let value;
    let then;
    try {
      value = fn(call.payload);
      then = value !== null && (typeof value === "object" || typeof value === "function") ? value.then : undefined;
    } catch (thrown) {
      return { id, error: errorRecord(thrown) };
    }
    if (typeof then !== "function") return { id, result: value };
    PromiseCtor.resolve(value).then(
      (result) => deliverLate({ id, result }),
      (thrown) => deliverLate({ id, error: errorRecord(thrown) })
    );
    return null;
  }

  function deliverLate(record) {
    arrayPush.call(late, record);
    if (lateScheduled) return;
    lateScheduled = true;
    enqueueMicrotask(() => {
      lateScheduled = false;
      const results = late;
      late = [];
      exchange(results, false);
    });
  }

  // Posts results; with `park`, Swift keeps the message until calls are due. The reply brings calls.
  function exchange(results, park) {
    const message = { token, hello: park && !greeted, park, results };
    if (park) greeted = true;
    let sent;
    try {
      sent = callPost(encode(message));
    } catch (thrown) {
      return;
    }
    PromiseCtor.resolve(sent).then(
      (reply) => receive(reply, park),
      (thrown) => {
        // WebKitGTK's adapter answers through the error-message reply, which skips a serialisation in the UI
        // process: a rejection whose message carries REPLY_MARKER is the reply (BridgeChannelWire.replyMarker).
        const text = typeof thrown === "string" ? thrown : thrown && thrown.message;
        if (typeof text === "string" && stringStartsWith.call(text, REPLY_MARKER)) {
          receive(stringSlice.call(text, REPLY_MARKER.length), park);
          return;
        }
        // An error reply is not a stop: keep the channel open (later calls would wait out their timeouts), paced.
        if (park) setTimer(() => exchange([], true), 20);
      }
    );
  }

  function receive(reply, parked) {
    let answer;
    try {
      answer = decodeReply(reply);
    } catch (thrown) {
      answer = {};
    }
    if (answer && answer.stop === true) return;
    const results = [];
    const calls = answer && isArray(answer.calls) ? answer.calls : [];
    for (let index = 0; index < calls.length; index++) {
      const record = run(calls[index]);
      if (record) arrayPush.call(results, record);
    }
    if (parked) exchange(results, true);
    else if (results.length > 0) exchange(results, false);
  }

  // Calls go to the top frame's bridge only.
  if (callPost && isTopFrame) exchange([], true);

  defineProperty(globalThis, "WebContentBridge", { value: bridge, writable: false, configurable: false, enumerable: false });
  defineProperty(globalThis, "WebViewJavascriptBridge", { value: facade, writable: false, configurable: false, enumerable: false });
})();
