// WebContentKit find in page: plain-text matches in the content, highlighted with the CSS Custom Highlight API.
//
// Uses "page"; its matches go with the content an insert replaces (the page's beforeReplace hook). The text to find
// arrives as a value and is compared as text (indexOf), never as a pattern or as source. Highlights leave the layout
// untouched (only opening a collapsed quote around the current match changes it). WebKit paints no highlight on text
// that sits beside blocks (in an anonymous block box, as in Gmail's <div>text<div>...</div></div>): such a text node
// gets an unstyled inline <wck-find> around it while it holds a match, removed again when the find is cleared. Text a
// reader cannot see never matches: style sheets and scripts, and elements hidden by display or visibility (a preheader,
// a mobile-only block).
globalThis.WebContentBridge.withParts(["page"], (bridge, page) => {
  "use strict";
  const { document: doc } = globalThis;

  const { createTreeWalker, createRange, closest, setAttribute, createElement, insertBefore, appendChild, replaceWith } =
    page.dom;
  const computedStyle = globalThis.getComputedStyle.bind(globalThis);
  const rangeRect = Range.prototype.getBoundingClientRect;
  const rAF = globalThis.requestAnimationFrame.bind(globalThis);
  const HighlightClass = globalThis.Highlight;
  const registry = globalThis.CSS && globalThis.CSS.highlights;
  const highlights = typeof HighlightClass === "function" && !!registry && typeof registry.set === "function";

  const ALL = "wck-find";
  const CURRENT = "wck-find-current";
  const MAX_MATCHES = 10000;
  const MAX_TEXT = 1000;
  // Elements whose text is never shown: never a match.
  const HIDDEN = "script, style, noscript, template, title";

  let matches = [];
  let current = -1;
  // The <wck-find> wrappers made for the current matches.
  let wrappers = [];

  // Whether an element lays its text out in anonymous blocks: it has a child that is a block.
  function besideBlocks(element, cache) {
    if (cache.has(element)) return cache.get(element);
    let found = false;
    for (let child = element.firstElementChild; child && !found; child = child.nextElementSibling) {
      const display = computedStyle(child).display;
      found = display !== "none" && display !== "contents" && !display.startsWith("inline");
    }
    cache.set(element, found);
    return found;
  }

  function wrap(node, cache) {
    const parent = node.parentElement;
    if (!parent || !besideBlocks(parent, cache)) return;
    const wrapper = createElement.call(doc, "wck-find");
    insertBefore.call(parent, wrapper, node);
    appendChild.call(wrapper, node);
    wrappers.push(wrapper);
  }

  function unwrap() {
    for (const wrapper of wrappers) if (wrapper.parentNode) replaceWith.call(wrapper, ...wrapper.childNodes);
    wrappers = [];
  }

  // Whether an element is hidden by its style: display none on it or on an ancestor inside `root` (the hidden
  // attribute is display none too). A closed <details> hides its content through its shadow tree, not through
  // the content's own display, so text in a collapsed quote still matches and the match opens the quote.
  function displayedNone(element, root, cache) {
    if (!element || element === root) return false;
    if (cache.has(element)) return cache.get(element);
    const hidden = computedStyle(element).display === "none" || displayedNone(element.parentElement, root, cache);
    cache.set(element, hidden);
    return hidden;
  }

  // Text that is shown: not in an element that never shows text, not hidden by display or visibility (inherited,
  // so the parent's computed value is the text's own).
  function shownText(node, root, cache) {
    const parent = node.parentElement;
    if (!parent) return true;
    if (closest.call(parent, HIDDEN)) return false;
    return computedStyle(parent).visibility === "visible" && !displayedNone(parent, root, cache);
  }

  function textNodes(root) {
    const nodes = [];
    const cache = new Map();
    const walker = createTreeWalker.call(doc, root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.data.length && shownText(node, root, cache)) nodes.push(node);
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
      return [nodes[k], position - starts[k], k];
    };
    const spans = [];
    for (let at = haystack.indexOf(needle); at !== -1 && spans.length < MAX_MATCHES; at = haystack.indexOf(needle, at + needle.length)) {
      spans.push([locate(at, false), locate(at + needle.length, true)]);
    }
    // Wrapped first, then the ranges: moving a text node would reset a range that points into it.
    const cache = new Map();
    const touched = new Set();
    for (const [[, , first], [, , last]] of spans) {
      for (let index = first; index <= last; index++) touched.add(nodes[index]);
    }
    for (const node of touched) wrap(node, cache);
    for (const [[startNode, startOffset], [endNode, endOffset]] of spans) {
      const range = createRange.call(doc);
      range.setStart(startNode, startOffset);
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
    unwrap();
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

  page.beforeReplace(clear);
});
