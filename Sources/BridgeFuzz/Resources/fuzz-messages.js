// Fuzzed page-to-Swift messages for BridgeFuzzTests and webcontent-bench's soak (BridgeFuzz.swift),
// evaluated in the content world, where the bridge's handlers are reachable. Seeded, so a failure replays.
// Every posted message must settle: answered or rejected.
(() => {
  "use strict";

  function generator(seed) {
    let state = (seed >>> 0) || 1;
    const next = () => {
      state ^= state << 13; state >>>= 0;
      state ^= state >>> 17;
      state ^= state << 5; state >>>= 0;
      return state;
    };
    const below = (n) => next() % n;
    return { next, below };
  }

  // Random UTF-16 code units: lone surrogates, NUL, U+2028/2029, quotes, backslashes and plain text.
  function string(r, length) {
    const specials = [0xd800, 0xdbff, 0xdc00, 0xdfff, 0, 0x2028, 0x2029, 0x22, 0x5c, 0x3c, 0xfeff, 0xfffe];
    const units = [];
    for (let index = 0; index < length; index++) {
      const pick = r.below(8);
      units.push(pick === 0 ? specials[r.below(specials.length)] : pick === 1 ? r.below(0x10000) : 0x61 + r.below(26));
    }
    return String.fromCharCode.apply(null, units);
  }

  function number(r) {
    const specials = [0, -0, 1e308, -1e308, 5e-324, 9007199254740993, -1, 0.1, NaN, Infinity];
    return r.below(3) === 0 ? specials[r.below(specials.length)] : (r.next() - 2147483648) / (1 + r.below(1000));
  }

  function json(r, depth) {
    const pick = r.below(depth > 6 ? 5 : 8);
    switch (pick) {
      case 0: return null;
      case 1: return r.below(2) === 0;
      case 2: return number(r);
      case 3: case 4: return string(r, r.below(40));
      case 5: {
        const list = [];
        for (let count = r.below(6); count > 0; count--) list.push(json(r, depth + 1));
        return list;
      }
      default: {
        const object = {};
        for (let count = r.below(6); count > 0; count--) object[string(r, 1 + r.below(8))] = json(r, depth + 1);
        return object;
      }
    }
  }

  function nested(depth) {
    let value = 0;
    for (let index = 0; index < depth; index++) value = [value];
    return value;
  }

  // One raw message of a random kind: what a buggy script in the content world could post to a handler.
  // Not here: values holding a function or a symbol. WebKitGTK 2.50 neither sends nor rejects those (the
  // postMessage promise never settles, and nothing reaches Swift); the bridge never posts raw values.
  function message(r, index) {
    switch (r.below(11)) {
      case 0: return json(r, 0);                                        // any JSON value
      case 1: return string(r, r.below(200));                            // text that is mostly not JSON
      case 2: return JSON.stringify({ batch: [{ send: "echo", payload: json(r, 0) }] });   // a valid batch as text
      case 3: return { batch: [{ send: string(r, 6), payload: json(r, 0) }] };            // unknown strategy
      case 4: return { batch: [{ event: json(r, 0) }] };                 // malformed event
      case 5: return { batch: json(r, 0) };                              // wrong shape
      case 6: return nested(20 + r.below(2000));                         // too deep
      case 7: return index % 997 === 0 ? "x".repeat(5 << 20) : "{".repeat(r.below(5000));  // too large, unclosed
      case 8: { const cyclic = { a: 1 }; cyclic.self = cyclic; return cyclic; }         // not JSON at all
      case 9: return [undefined, new Uint8Array(r.below(64)), new Date(r.next()), { value: undefined }][r.below(4)];
      default: return JSON.stringify(json(r, 0)).slice(0, r.below(80)); // truncated JSON text
    }
  }

  // One payload for WebContentBridge.send: anything a script may pass, JSON or not.
  function payload(r) {
    switch (r.below(8)) {
      case 0: return () => 1;
      case 1: return { symbol: Symbol.iterator, nested: [() => 2] };
      case 2: return BigInt(r.next());                                   // JSON.stringify throws
      case 3: { const cyclic = []; cyclic.push(cyclic); return cyclic; } // JSON.stringify throws
      case 4: return nested(100 + r.below(200));                         // deeper than the router allows: fails alone
      default: return json(r, 0);
    }
  }

  async function settle(count, concurrency, post) {
    let answered = 0;
    let rejected = 0;
    let threw = 0;
    for (let start = 0; start < count; start += concurrency) {
      const wave = [];
      for (let index = start; index < Math.min(count, start + concurrency); index++) {
        let sent;
        try {
          sent = post(index);
        } catch (error) {
          threw++; // refused before it was sent: settled at once
          continue;
        }
        wave.push(Promise.resolve(sent).then(() => { answered++; }, () => { rejected++; }));
      }
      await Promise.all(wave);
    }
    return { answered, rejected, threw, settled: answered + rejected + threw };
  }

  /** Posts `count` raw fuzzed messages to the handler `handler`, `concurrency` at a time. */
  function run(handler, count, seed, concurrency) {
    const r = generator(seed);
    const target = globalThis.webkit.messageHandlers[handler];
    return settle(count, concurrency, (index) => target.postMessage(message(r, index)));
  }

  /**
   * Sends `count` fuzzed payloads through WebContentBridge.send, to "echo" or to unknown strategies; every tenth
   * is a well-formed echo whose answer is checked, so a bad batch-mate failing the good ones shows.
   */
  async function send(count, seed, concurrency) {
    const r = generator(seed);
    let good = 0;
    let goodEchoed = 0;
    const result = await settle(count, concurrency, (index) => {
      if (index % 10 === 0) {
        good++;
        return WebContentBridge.send("echo", { i: index }).then((echo) => {
          if (echo && echo.i === index) goodEchoed++;
        });
      }
      return WebContentBridge.send(r.below(2) === 0 ? "echo" : string(r, 5), payload(r));
    });
    result.good = good;
    result.goodEchoed = goodEchoed;
    return result;
  }

  Object.defineProperty(globalThis, "WCKFuzz", { value: Object.freeze({ run, send }) });
  return true;
})();
