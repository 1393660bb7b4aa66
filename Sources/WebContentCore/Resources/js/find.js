// WebContentKit find in page: plain-text matches in the content, highlighted with the CSS Custom Highlight API.
//
// Runs at document start in the isolated world after steps.js. The text to find arrives as a value and is
// compared as text (indexOf), never as a pattern or as source. Highlights leave the content's DOM untouched,
// so finding never changes the layout (only opening a collapsed quote around the current match does).
(() => {
  "use strict";
  const bridge = globalThis.WebContentBridge;
  const page = globalThis.WebContentPage;
  if (!bridge || !page) return;

  const doc = document;
  const createTreeWalker = Document.prototype.createTreeWalker;
  const createRange = Document.prototype.createRange;
  const closest = Element.prototype.closest;
  const setAttribute = Element.prototype.setAttribute;
  const rangeRect = Range.prototype.getBoundingClientRect;
  const rAF = globalThis.requestAnimationFrame.bind(globalThis);
  const HighlightClass = globalThis.Highlight;
  const registry = globalThis.CSS && globalThis.CSS.highlights;
  const highlights = typeof HighlightClass === "function" && !!registry && typeof registry.set === "function";

  const ALL = "wck-find";
  const CURRENT = "wck-find-current";
  const MAX_MATCHES = 10000;
  const MAX_TEXT = 1000;
  // Text that is not shown: never a match.
  const HIDDEN = "script, style, noscript, template, title";

  let matches = [];
  let current = -1;

  function textNodes(root) {
    const nodes = [];
    const walker = createTreeWalker.call(doc, root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && closest.call(parent, HIDDEN)) continue;
      if (node.data.length) nodes.push(node);
    }
    return nodes;
  }

  // Case-insensitive when lowercasing keeps every offset (it does not for a few letters, such as U+0130).
  function comparable(whole, text) {
    const lowerWhole = whole.toLowerCase();
    const lowerText = text.toLowerCase();
    if (lowerWhole.length === whole.length && lowerText.length === text.length) return [lowerWhole, lowerText];
    return [whole, text];
  }

  // Matches may span text nodes (inline markup such as <b>); offsets map back through each node's start.
  function search(text) {
    const nodes = textNodes(page.content());
    const starts = [];
    let whole = "";
    for (const node of nodes) {
      starts.push(whole.length);
      whole += node.data;
    }
    const [haystack, needle] = comparable(whole, text);
    const found = [];
    let k = 0;
    const locate = (position, isEnd) => {
      while (k < nodes.length - 1 && (isEnd ? position > starts[k] + nodes[k].data.length : position >= starts[k + 1])) k++;
      return [nodes[k], position - starts[k]];
    };
    for (let at = haystack.indexOf(needle); at !== -1 && found.length < MAX_MATCHES; at = haystack.indexOf(needle, at + needle.length)) {
      const range = createRange.call(doc);
      const [startNode, startOffset] = locate(at, false);
      range.setStart(startNode, startOffset);
      const [endNode, endOffset] = locate(at + needle.length, true);
      range.setEnd(endNode, endOffset);
      found.push(range);
    }
    return found;
  }

  function paint() {
    if (!highlights) return;
    registry.delete(ALL);
    registry.delete(CURRENT);
    if (matches.length) registry.set(ALL, new HighlightClass(...matches));
    if (current >= 0) registry.set(CURRENT, new HighlightClass(matches[current]));
  }

  function state() {
    const answer = { matches: matches.length, current, highlighted: highlights };
    if (current >= 0) answer.top = rangeRect.call(matches[current]).top + window.scrollY;
    return answer;
  }

  // Answers once a rendering update has run after the change: WebKit places highlights during that update, and a
  // snapshot taken before it would still show the old ones. Bounded, in case frames are throttled.
  function afterPaint(answer) {
    return new Promise((resolve) => {
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        resolve(answer);
      };
      rAF(() => rAF(finish));
      setTimeout(finish, 250);
    });
  }

  function move(step) {
    if (!matches.length) return state();
    current = (current + step + matches.length) % matches.length;
    // A match inside a collapsed quote is shown by opening the quote (its height reaches Swift as a size event).
    const container = matches[current].startContainer.parentElement;
    const details = container && closest.call(container, "details:not([open])");
    if (details) setAttribute.call(details, "open", "");
    paint();
    return state();
  }

  function clear() {
    matches = [];
    current = -1;
    paint();
  }

  // find.start {text} -> {matches, current, highlighted, top?}: the first match becomes the current one.
  bridge.register("find.start", (payload) => {
    const text = payload && typeof payload.text === "string" ? payload.text.slice(0, MAX_TEXT) : "";
    clear();
    if (!text) return afterPaint(state());
    matches = search(text);
    return afterPaint(move(1));
  });
  // find.next {} / find.previous {} -> the same state, with the current match moved (wrapping around).
  bridge.register("find.next", () => afterPaint(move(1)));
  bridge.register("find.previous", () => afterPaint(move(-1)));
  // find.clear {} -> {matches: 0}.
  bridge.register("find.clear", () => {
    clear();
    return afterPaint(state());
  });

  Object.defineProperty(globalThis, "WebContentFind", { value: Object.freeze({ clear }) });
})();
