// WebContentKit bridge: runs at document start in the isolated "webcontentkit" world, top frame.
//
// Page scripts cannot see this world's globals or its "wck" message handler; only DOM objects are shared.
// Named DOM properties (<img name=getElementById>, <form id=WebContentBridge>) could shadow lookups made
// later, so everything needed is captured now, before any content exists, and the global is frozen.
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
  const enqueueMicrotask = queueMicrotask.bind(globalThis);
  const arrayPush = Array.prototype.push;

  // Swift answers at most this many messages per batch (PageMessageLimits.maxBatchCount is larger).
  const MAX_BATCH = 1000;
  const handlers = new MapCtor();
  let queue = [];
  let flushScheduled = false;
  let generation = 0;

  // The reply channel of the "wck" handler (registered with reply in this world).
  let channel = null;
  function captureChannel() {
    if (channel) return channel;
    const webkit = globalThis.webkit;
    const handler = webkit && webkit.messageHandlers && webkit.messageHandlers.wck;
    if (handler && typeof handler.postMessage === "function") {
      const post = handler.postMessage;
      channel = (message) => post.call(handler, message);
    }
    return channel;
  }
  captureChannel();

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
    const messages = [];
    for (const entry of entries) arrayPush.call(messages, entry.message);
    let sent;
    try {
      sent = postMessage({ batch: messages });
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

  const bridge = ObjectFreeze({
    register,
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

  defineProperty(globalThis, "WebContentBridge", { value: bridge, writable: false, configurable: false, enumerable: false });
  defineProperty(globalThis, "WebViewJavascriptBridge", { value: facade, writable: false, configurable: false, enumerable: false });
})();
