// WebContentKit sanitizer, part 2 of 7: URL decisions (link and load schemes, the remote-content policy,
// tracking pixels), srcset parsing, and the context of one run (its policy, base URL and report). See
// sanitizer.js for the decisions.
//
// Uses "sanitizer.policy"; provides "sanitizer.urls".
globalThis.WebContentBridge.withParts(["sanitizer.policy"], "sanitizer.urls", (bridge, policy) => {
  "use strict";
  const {
    getAttribute, URLCtor, PREFIX, LINK_SCHEMES, SAFE_DATA, SAFE_MEDIA_DATA, TRACKER_HOSTS, TRACKER_PATH, INVISIBLE,
    querySelectorAll, matchesSelector, getAttributeNS, getNodeListLength, nodeListItem, getLocalName, getTextContent,
    getFirstElementChild, DROPPED_LOADS, DROPPED_HREF_LOADS, XLINK_NS, CSS_BAD_VALUE, CSS_REMOTE_REFERENCE, DEFAULT_PROXY_PREFIX,
  } = policy;

  function prefixed(value) {
    const text = String(value).trim();
    if (!text) return "";
    return text.startsWith(PREFIX) ? text : PREFIX + text;
  }

  // Each tracker as isTrackerURL compares it, made once (every remote load is compared with all of them): the
  // name, whether it names a path too, and the name after a dot (a subdomain's).
  const TRACKERS =
    TRACKER_HOSTS.map((tracker) => ({ tracker, path: tracker.indexOf("/") >= 0, dotted: "." + tracker }));

  // A known tracking host (or a subdomain of one) or an open-tracking path; `url` is a parsed URL.
  function isTrackerURL(url) {
    const host = url.hostname.toLowerCase();
    const pathname = url.pathname;
    let hostAndPath = null;
    for (let index = 0; index < TRACKERS.length; index++) {
      const { tracker, path, dotted } = TRACKERS[index];
      if (!path) {
        if (host === tracker || host.endsWith(dotted)) return true;
        continue;
      }
      if (hostAndPath === null) hostAndPath = host + pathname.toLowerCase();
      if (hostAndPath.startsWith(tracker) || hostAndPath.includes(dotted)) return true;
    }
    return TRACKER_PATH.test(pathname);
  }

  // The host of an absolute URL written in CSS when it names a tracker, else null (a relative one cannot be told).
  function trackerHostOfText(text) {
    try {
      const url = new URLCtor(text);
      return isTrackerURL(url) ? url.hostname.toLowerCase() : null;
    } catch (error) {
      return null;
    }
  }

  // Counts a blocked tracker and names its host and kind ("pixel", "css"; with the first path seen) once per
  // pair, for the report.
  function noteTracker(ctx, host, kind, path) {
    ctx.report.remote.trackers++;
    const list = ctx.report.remote.trackerList;
    if (list.length >= 200) return;
    for (let index = 0; index < list.length; index++) {
      if (list[index].host === host && list[index].kind === kind) return;
    }
    list.push({ host, kind, path: path || "" });
  }

  // A length in px, or a bare 0 (a unitless length is only valid as 0), ending its declaration.
  const PIXEL_STYLE_WIDTH = /(?:^|;)\s*(?:max-)?width\s*:\s*([0-9.]+)(?:px)?\s*(?:!\s*important\s*)?(?:;|$)/i;
  const PIXEL_STYLE_HEIGHT = /(?:^|;)\s*(?:max-)?height\s*:\s*([0-9.]+)(?:px)?\s*(?:!\s*important\s*)?(?:;|$)/i;
  const PIXEL_HIDDEN_STYLE =
    /display\s*:\s*none|visibility\s*:\s*hidden|opacity\s*:\s*(?:0+\.?0*|\.0+)\s*(?:!\s*important\s*)?(?:;|$)/i;

  function number(value) {
    if (value === null) return NaN;
    const parsed = parseFloat(value);
    return Number.isFinite(parsed) ? parsed : NaN;
  }

  // A tracking pixel: declared at most 2x2, or 1 px wide or high (attributes or inline style, in px or a bare 0),
  // or not shown at all (hidden, display:none, visibility:hidden, opacity:0).
  function looksLikePixel(element) {
    if (getAttribute.call(element, "hidden") !== null) return true;
    let width = number(getAttribute.call(element, "width"));
    let height = number(getAttribute.call(element, "height"));
    const style = getAttribute.call(element, "style");
    if (style) {
      if (PIXEL_HIDDEN_STYLE.test(style)) return true;
      const styleWidth = PIXEL_STYLE_WIDTH.exec(style);
      const styleHeight = PIXEL_STYLE_HEIGHT.exec(style);
      if (styleWidth) width = Math.min(Number.isNaN(width) ? Infinity : width, parseFloat(styleWidth[1]));
      if (styleHeight) height = Math.min(Number.isNaN(height) ? Infinity : height, parseFloat(styleHeight[1]));
    }
    return (width <= 2 && height <= 2) || width <= 1 || height <= 1;
  }

  function parseBase(baseURL) {
    if (typeof baseURL !== "string" || !baseURL) return null;
    try {
      const base = new URLCtor(baseURL);
      return base.protocol === "javascript:" || base.protocol === "data:" ? null : base.href;
    } catch (error) {
      return null;
    }
  }

  function parseProxyPrefix(prefix) {
    if (typeof prefix !== "string" || !/^[a-z][a-z0-9+.-]*:/i.test(prefix)) return null;
    const scheme = prefix.slice(0, prefix.indexOf(":") + 1).toLowerCase();
    return ["javascript:", "vbscript:", "data:", "http:", "https:", "file:", "blob:", "about:"].includes(scheme)
      ? null : prefix;
  }

  // Decides one URL; returns the value to write back, or null to remove it. kind: "link" or "load".
  function cleanURL(value, kind, ctx, media) {
    const raw = String(value);
    const compact = raw.replace(INVISIBLE, "");
    if (compact === "") return null;
    if (kind === "link" && compact[0] === "#") {
      const fragment = raw.trim().slice(1);
      return fragment ? "#" + prefixed(fragment) : "#";
    }
    if (kind === "load" && ctx.proxyPrefix && raw.startsWith(ctx.proxyPrefix)) return raw;
    let url;
    try {
      url = ctx.base ? new URLCtor(raw.trim(), ctx.base) : new URLCtor(raw.trim());
    } catch (error) {
      ctx.report.removed.urls++;
      return null;
    }
    const scheme = url.protocol;
    const href = url.href;
    if (kind === "link") {
      if (LINK_SCHEMES.has(scheme)) return href;
      ctx.report.removed.urls++;
      return null;
    }
    if (scheme === "cid:" || scheme === "data:") {
      if (scheme === "data:" && !(SAFE_DATA.test(href) || (media && SAFE_MEDIA_DATA.test(href)))) {
        ctx.report.removed.urls++;
        return null;
      }
      if (ctx.inlineImages) return href;
      ctx.report.remote.inlineWithheld++;
      return null;
    }
    if (scheme !== "http:" && scheme !== "https:") {
      ctx.report.removed.urls++;
      return null;
    }
    const tracker = ctx.pixel || isTrackerURL(url);
    // An origin grant lets its own origins load and no other.
    const outside = ctx.policy === "allow" && ctx.origins !== null && ctx.origins.indexOf(url.origin.toLowerCase()) < 0;
    if (ctx.policy === "block" || tracker || outside) {
      ctx.report.remote.blocked++;
      // Kept for "show remote content" in place (the sanitizer's release); a tracker never is.
      if (!tracker) ctx.withheldNow = true;
      if (tracker) noteTracker(ctx, url.hostname.toLowerCase(), "pixel", url.pathname);
      return null;
    }
    ctx.report.remote.allowed++;
    if (ctx.policy === "proxy") return ctx.proxyPrefix + encodeURIComponent(href);
    return href;
  }

  const SRCSET_DESCRIPTOR = /^(\d+(\.\d+)?[wx]|\d+(\.\d+)?h|\d+(\.\d+)?[wx]\s+\d+(\.\d+)?h)?$/i;

  // Parses a srcset into candidates (commas inside URLs, such as data: URLs, are kept).
  function parseSrcset(text) {
    const candidates = [];
    const length = text.length;
    let index = 0;
    const space = (c) => c === " " || c === "\t" || c === "\n" || c === "\r" || c === "\f";
    while (index < length) {
      while (index < length && (space(text[index]) || text[index] === ",")) index++;
      if (index >= length) break;
      const start = index;
      while (index < length && !space(text[index])) index++;
      let url = text.slice(start, index);
      let descriptor = "";
      if (/,$/.test(url)) {
        url = url.replace(/,+$/, "");
      } else {
        const descriptorStart = index;
        let depth = 0;
        while (index < length) {
          const c = text[index];
          if (c === "(") depth++;
          else if (c === ")") depth--;
          else if (c === "," && depth <= 0) break;
          index++;
        }
        descriptor = text.slice(descriptorStart, index).trim().replace(/\s+/g, " ");
        index++;
      }
      if (url) candidates.push({ url, descriptor: SRCSET_DESCRIPTOR.test(descriptor) ? descriptor : "" });
    }
    return candidates;
  }

  function cleanSrcset(value, ctx) {
    const kept = [];
    for (const candidate of parseSrcset(String(value))) {
      const url = cleanURL(candidate.url, "load", ctx, false);
      if (url === null) continue;
      // A candidate's URL ends at whitespace; a trailing comma would be read as a separator.
      const safe = url.replace(/[\s]/g, encodeURIComponent).replace(/,$/, "%2C");
      kept.push(candidate.descriptor ? safe + " " + candidate.descriptor : safe);
    }
    return kept.length ? kept.join(", ") : null;
  }

  // Whether a URL a dropped element carries would have gone to the network (a "#fragment" stays in the page).
  function isRemote(value, ctx) {
    const text = String(value).trim();
    if (text === "" || text[0] === "#") return false;
    try {
      const url = ctx.base ? new URLCtor(text, ctx.base) : new URLCtor(text);
      return url.protocol === "http:" || url.protocol === "https:";
    } catch (error) {
      return false;
    }
  }

  const DROPPED_LOAD_ATTRIBUTES = ["src", "data", "poster", "background"];

  // Counts one element of a dropped subtree as a blocked remote load when one of its loading URLs is remote.
  function countLoadsOf(element, ctx) {
    if (getLocalName.call(element) === "style") {
      // A sheet in dropped SVG: one blocked load when it names a remote url() or @import (escapes not undone).
      const text = getTextContent.call(element);
      if ((CSS_BAD_VALUE.test(text) || /@import/i.test(text)) && CSS_REMOTE_REFERENCE.test(text)) ctx.report.remote.blocked++;
      return;
    }
    let remote = false;
    for (let index = 0; index < DROPPED_LOAD_ATTRIBUTES.length && !remote; index++) {
      const value = getAttribute.call(element, DROPPED_LOAD_ATTRIBUTES[index]);
      remote = value !== null && isRemote(value, ctx);
    }
    const srcset = remote ? null : getAttribute.call(element, "srcset") || getAttribute.call(element, "imagesrcset");
    if (srcset !== null) remote = parseSrcset(srcset).some((candidate) => isRemote(candidate.url, ctx));
    if (!remote && matchesSelector.call(element, DROPPED_HREF_LOADS)) {
      const href = getAttribute.call(element, "href") || getAttributeNS.call(element, XLINK_NS, "href");
      remote = href !== null && isRemote(href, ctx);
    }
    if (remote) ctx.report.remote.blocked++;
  }

  // Counts the remote loads a dropped element and its subtree would have made: stopped like any other load, so
  // counted like one (the subtree is found by the engine's selector engine, once per dropped element).
  function countDroppedLoads(element, ctx) {
    // A dropped <style> itself is a sheet the CSS filter emptied: it counted what it removed already.
    if (getLocalName.call(element) !== "style" && matchesSelector.call(element, DROPPED_LOADS)) countLoadsOf(element, ctx);
    // Most dropped elements (the head's meta and link) have no subtree to search.
    if (getFirstElementChild.call(element) === null) return;
    const found = querySelectorAll.call(element, DROPPED_LOADS);
    for (let index = 0, count = getNodeListLength.call(found); index < count; index++) {
      countLoadsOf(nodeListItem.call(found, index), ctx);
    }
  }

  // ---- One run's context: the policy it applies, its base URL and the report it fills ----

  function newReport() {
    return { removed: { elements: 0, attributes: 0, urls: 0 }, remote: { blocked: 0, trackers: 0, allowed: 0, inlineWithheld: 0, trackerList: [] } };
  }

  function context(options) {
    const policy = options && (options.policy === "allow" || options.policy === "proxy") ? options.policy : "block";
    // Without a prefix of the caller's, the default matches ContentSecurityPolicy.defaultProxyScheme.
    const proxyPrefix = policy === "proxy"
      ? (options.proxyPrefix === undefined || options.proxyPrefix === null ? DEFAULT_PROXY_PREFIX : parseProxyPrefix(options.proxyPrefix))
      : null;
    return {
      report: newReport(),
      base: parseBase(options && options.baseURL),
      // A proxy policy without a usable prefix falls back to blocking.
      policy: policy === "proxy" && !proxyPrefix ? "block" : policy,
      proxyPrefix,
      // Under allow, only these origins load (a trust store's origin grant); null: any.
      origins: Array.isArray(options && options.origins)
        ? options.origins.filter((origin) => typeof origin === "string").map((origin) => origin.toLowerCase())
        : null,
      // Junk: inline (data:, cid:) images are withheld like remote ones.
      inlineImages: !(options && options.inlineImages === false),
      pixel: false,
      // Remote loads blocked by the policy (never trackers, so never pixels): {element, name, value, srcset, media}.
      withheld: [],
      withheldNow: false,
      // Whether the walk kept an id reference or a table: the a11y steps after it look for none otherwise.
      idrefs: false,
      tables: false,
    };
  }

  bridge.provide("sanitizer.urls", {
    prefixed, looksLikePixel, cleanURL, parseSrcset, cleanSrcset, countDroppedLoads, trackerHostOfText, noteTracker,
    context,
  });
});
