// WebContentKit sanitizer: an allowlist over the engine's own HTML parser, in the isolated world.
//
// Untrusted HTML is parsed by DOMParser into an inert document (no scripts, no loads), walked iteratively
// (no recursion: 1e5 nested elements and 1e6 siblings are fine), cleaned in place, and its nodes are moved
// into the live page without being serialised and parsed again (the mXSS trap).
//
// Decisions:
// - SVG and MathML are dropped whole (no safe subset: they are rare in mail and posts, and dense in vectors).
// - iframe/frame/object/embed/applet, forms and their controls, script, noscript, template are dropped whole;
//   a <form> element itself is unwrapped (its text stays, its controls go).
// - <style> is kept only after CSS filtering on the engine's CSS parser: rules that load (url(), image-set(),
//   @import, @font-face) or run code (expression(), -moz-binding, behavior) or overlay (position fixed/sticky)
//   lose the offending declarations; only style, media, supports and keyframes rules survive.
// - id and name get the prefix "user-content-" (DOM clobbering); "#frag" links and usemaps follow it.
// - link targets are removed (navigation is the host's decision) and links get rel="noopener noreferrer".
(() => {
  "use strict";
  if (Object.prototype.hasOwnProperty.call(globalThis, "WebContentSanitizer")) return;

  const DOMParserCtor = DOMParser;
  const parseFromString = DOMParser.prototype.parseFromString;
  const URLCtor = URL;
  const CSSStyleSheetCtor = CSSStyleSheet;
  const replaceSync = CSSStyleSheet.prototype.replaceSync;
  const adoptNode = Document.prototype.adoptNode;
  const createFragment = Document.prototype.createDocumentFragment;
  const createTextNode = Document.prototype.createTextNode;
  const createElement = Document.prototype.createElement;
  const getAttribute = Element.prototype.getAttribute;
  const setAttribute = Element.prototype.setAttribute;
  const removeAttribute = Element.prototype.removeAttribute;
  const removeAttributeNode = Element.prototype.removeAttributeNode;
  const insertBefore = Node.prototype.insertBefore;
  const removeChild = Node.prototype.removeChild;
  const appendChild = Node.prototype.appendChild;
  const getAttributes = Object.getOwnPropertyDescriptor(Element.prototype, "attributes").get;
  const getFirstChild = Object.getOwnPropertyDescriptor(Node.prototype, "firstChild").get;
  const getNextSibling = Object.getOwnPropertyDescriptor(Node.prototype, "nextSibling").get;
  const getParentNode = Object.getOwnPropertyDescriptor(Node.prototype, "parentNode").get;
  const getNodeType = Object.getOwnPropertyDescriptor(Node.prototype, "nodeType").get;
  const getTextContent = Object.getOwnPropertyDescriptor(Node.prototype, "textContent").get;
  const setTextContent = Object.getOwnPropertyDescriptor(Node.prototype, "textContent").set;
  const getLocalName = Object.getOwnPropertyDescriptor(Element.prototype, "localName").get;
  const getNamespace = Object.getOwnPropertyDescriptor(Element.prototype, "namespaceURI").get;
  const getStyle = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "style").get;
  const getBody = Object.getOwnPropertyDescriptor(Document.prototype, "body").get;
  const getHead = Object.getOwnPropertyDescriptor(Document.prototype, "head").get;
  const getTitle = Object.getOwnPropertyDescriptor(Document.prototype, "title").get;

  const HTML_NS = "http://www.w3.org/1999/xhtml";
  const PREFIX = "user-content-";
  const MAX_DEPTH = 512;
  const DEFAULT_PROXY_PREFIX = "wck-proxy:";

  const set = (text) => new Set(text.split(/\s+/).filter(Boolean));

  // Elements kept with their allowed attributes.
  const ALLOWED = set(`a abbr acronym address area article aside audio b bdi bdo big blockquote br caption center
    cite code col colgroup data dd del details dfn div dl dt em figcaption figure font footer h1 h2 h3 h4 h5 h6
    header hgroup hr i img ins kbd label li main map mark nav ol p picture pre q rp rt ruby s samp section small
    source span strike strong style sub summary sup table tbody td tfoot th thead time tr track tt u ul var video wbr`);
  // Elements dropped with everything inside them.
  const DROPPED = set(`script noscript template iframe frame frameset noframes object embed applet param
    input button select textarea option optgroup datalist output keygen canvas title head base meta link
    svg math portal fencedframe xml`);
  // Everything else (unknown, custom, o:p, font-ish legacy, form, marquee, xmp ...) is unwrapped: children stay.

  const GLOBAL_ATTRIBUTES = set(`class dir lang title align valign width height bgcolor color border style id name
    role hidden translate background`);
  const ELEMENT_ATTRIBUTES = {
    a: set("href hreflang rel"),
    area: set("href alt shape coords"),
    img: set("src srcset sizes alt hspace vspace usemap loading decoding"),
    video: set("src poster controls loop muted playsinline preload"),
    audio: set("src controls loop muted preload"),
    source: set("src srcset sizes type media"),
    track: set("src kind srclang label default"),
    map: set(""),
    blockquote: set("cite type"),
    q: set("cite"),
    del: set("cite datetime"),
    ins: set("cite datetime"),
    time: set("datetime"),
    data: set("value"),
    ol: set("start reversed type"),
    ul: set("type"),
    li: set("value type"),
    table: set("cellpadding cellspacing summary frame rules"),
    td: set("colspan rowspan headers scope abbr nowrap"),
    th: set("colspan rowspan headers scope abbr nowrap"),
    col: set("span"),
    colgroup: set("span"),
    font: set("face size"),
    hr: set("noshade size"),
    details: set("open"),
    pre: set("wrap"),
    br: set("clear"),
    label: set(""),
    bdo: set(""),
  };
  const URL_ATTRIBUTES = set("href src srcset poster background cite usemap");
  // Attributes whose URL loads a subresource: the remote-content policy applies to them.
  const LOADING_ATTRIBUTES = set("src srcset poster background");
  const LINK_SCHEMES = set("http: https: mailto: tel: sms: cid:");
  const LOAD_SCHEMES = set("http: https: cid: data:");
  const SAFE_DATA = /^data:image\/(png|jpe?g|gif|webp|bmp|avif|x-icon|vnd\.microsoft\.icon|svg\+xml)[;,]/i;
  const SAFE_MEDIA_DATA = /^data:(audio|video)\/[a-z0-9.+-]+[;,]/i;

  // Known tracking hosts and paths (mail open pixels); kept short: size is the main signal.
  const TRACKER_HOSTS = [
    "google-analytics.com", "doubleclick.net", "list-manage.com", "mailchimp.com", "sendgrid.net", "mandrillapp.com",
    "hubspotemail.net", "hubspotlinks.com", "mailtrack.io", "emltrk.com", "sparkpostmail.com", "mixpanel.com",
    "customeriomail.com", "mktoresp.com", "exct.net", "pardot.com", "facebook.com/tr", "bat.bing.com",
    "pixel.wp.com", "stats.wp.com", "open.convertkit-mail.com", "mailgun.org", "returnpath.net", "litmus.com",
  ];
  const TRACKER_PATH = /(\/|^)(open|track(ing)?|pixel|beacon|wf\/open|o\.gif|e\/o|t\.gif|spacer\.gif)(\.[a-z]+)?(\/|\?|$)/i;

  // CSS values that load or run something.
  const CSS_BAD_VALUE = /url\s*\(|image-set\s*\(|expression\s*\(|javascript:|vbscript:|src\s*\(|-moz-binding|behavior/i;
  const CSS_BAD_PROPERTY = /^(behavior|-moz-binding|-ms-behavior)$/i;
  // Text that cannot load, run or overlay anything: no such keyword and no CSS escape that could spell one.
  const CSS_PLAIN = /^[^\\]*$/;
  // A "#" in a rule's prelude (an id selector; colours sit after ":" and end at ";" or "}"): the CSSOM path
  // rewrites the selector. A "#" hidden behind ";" in an attribute-selector string is missed: cosmetic only.
  const CSS_MAY_SELECT_ID = /#[^{};]*\{/;
  const ID_SELECTOR = /#(-?[_a-zA-Z\u00a0-\uffff\\][_a-zA-Z0-9\u00a0-\uffff\\-]*)/g;
  const CSS_SUSPECT = /url|image-set|expression|behavior|binding|position|src\s*\(|javascript|vbscript|@import|@font-face|@namespace/i;

  // Characters the URL parser and the engine ignore or strip; removed before deciding on a scheme.
  const INVISIBLE = /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/g;

  function newReport() {
    return { removed: { elements: 0, attributes: 0, urls: 0 }, remote: { blocked: 0, trackers: 0 } };
  }

  function prefixed(value) {
    const text = String(value).trim();
    if (!text) return "";
    return text.startsWith(PREFIX) ? text : PREFIX + text;
  }

  // A known tracking host (or a subdomain of one) or an open-tracking path; `url` is a parsed URL.
  function isTrackerURL(url) {
    const host = url.hostname.toLowerCase();
    const hostAndPath = host + url.pathname.toLowerCase();
    for (const tracker of TRACKER_HOSTS) {
      if (tracker.indexOf("/") >= 0 ? hostAndPath.startsWith(tracker) || hostAndPath.includes("." + tracker)
        : host === tracker || host.endsWith("." + tracker)) return true;
    }
    return TRACKER_PATH.test(url.pathname);
  }

  function number(value) {
    if (value === null) return NaN;
    const parsed = parseFloat(value);
    return Number.isFinite(parsed) ? parsed : NaN;
  }

  // A tracking pixel: declared at most 2x2, or 1 px wide or high (attributes or inline style).
  function looksLikePixel(element) {
    let width = number(getAttribute.call(element, "width"));
    let height = number(getAttribute.call(element, "height"));
    const style = getAttribute.call(element, "style") || "";
    const styleWidth = /(?:^|;)\s*(?:max-)?width\s*:\s*([0-9.]+)px/i.exec(style);
    const styleHeight = /(?:^|;)\s*(?:max-)?height\s*:\s*([0-9.]+)px/i.exec(style);
    if (styleWidth) width = Math.min(Number.isNaN(width) ? Infinity : width, parseFloat(styleWidth[1]));
    if (styleHeight) height = Math.min(Number.isNaN(height) ? Infinity : height, parseFloat(styleHeight[1]));
    if (/display\s*:\s*none|visibility\s*:\s*hidden/i.test(style)) return true;
    return (width <= 2 && height <= 2) || width <= 1 || height <= 1;
  }

  const getAttrName = Object.getOwnPropertyDescriptor(Attr.prototype, "name").get;
  const getAttrValue = Object.getOwnPropertyDescriptor(Attr.prototype, "value").get;
  const getMapLength = Object.getOwnPropertyDescriptor(NamedNodeMap.prototype, "length").get;
  const mapItem = NamedNodeMap.prototype.item;
  const elementHasAttributes = Element.prototype.hasAttributes;
  const getCSSRules = Object.getOwnPropertyDescriptor(CSSStyleSheet.prototype, "cssRules").get;

  // ---- URLs ----

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
    if (scheme === "cid:") return href;
    if (scheme === "data:") {
      if (SAFE_DATA.test(href) || (media && SAFE_MEDIA_DATA.test(href))) return href;
      ctx.report.removed.urls++;
      return null;
    }
    if (scheme !== "http:" && scheme !== "https:") {
      ctx.report.removed.urls++;
      return null;
    }
    const tracker = ctx.pixel || isTrackerURL(url);
    if (ctx.policy === "block" || tracker) {
      ctx.report.remote.blocked++;
      if (tracker) ctx.report.remote.trackers++;
      return null;
    }
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

  // ---- CSS ----

  // Whether a declaration loads, runs, or overlays something; counts what it drops.
  function badDeclaration(name, value, ctx) {
    if (CSS_BAD_PROPERTY.test(name)) return true;
    if (name === "position" && /fixed|sticky/i.test(value)) return true;
    if (CSS_BAD_VALUE.test(value)) {
      if (/https?:/i.test(value)) ctx.report.remote.blocked++;
      else ctx.report.removed.urls++;
      return true;
    }
    return false;
  }

  function cleanDeclarations(declarations, ctx) {
    let removed = 0;
    for (let index = declarations.length - 1; index >= 0; index--) {
      const name = declarations.item(index);
      if (badDeclaration(name, declarations.getPropertyValue(name), ctx)) {
        declarations.removeProperty(name);
        removed++;
      }
    }
    return removed;
  }

  function serializeRules(rules, ctx, depth) {
    const parts = [];
    if (depth > 16) return "";
    for (let index = 0; index < rules.length; index++) {
      const rule = rules[index];
      if (rule instanceof CSSStyleRule) {
        cleanDeclarations(rule.style, ctx);
        const nested = rule.cssRules && rule.cssRules.length ? serializeRules(rule.cssRules, ctx, depth + 1) : "";
        if (rule.style.length || nested) parts.push(prefixIdSelectors(rule.selectorText) + " { " + rule.style.cssText + nested + " }");
      } else if (rule instanceof CSSMediaRule) {
        const inner = serializeRules(rule.cssRules, ctx, depth + 1);
        if (inner) parts.push("@media " + rule.media.mediaText + " { " + inner + " }");
      } else if (rule instanceof CSSSupportsRule) {
        const inner = serializeRules(rule.cssRules, ctx, depth + 1);
        if (inner) parts.push("@supports " + rule.conditionText + " { " + inner + " }");
      } else if (rule instanceof CSSKeyframesRule) {
        for (let k = 0; k < rule.cssRules.length; k++) cleanDeclarations(rule.cssRules[k].style, ctx);
        parts.push(rule.cssText);
      } else {
        // @import, @font-face, @namespace, @page, @layer, @container, unknown: dropped.
        if (/https?:/i.test(rule.cssText)) ctx.report.remote.blocked++;
        else ctx.report.removed.urls++;
      }
    }
    return parts.join("\n");
  }

  // Ids in the content carry PREFIX (DOM clobbering), so the content's own #id selectors must too. Attribute
  // selectors on id or name ([id=x]) are not rewritten: they match nothing (rare in mail, harmless).
  function prefixIdSelectors(selector) {
    return selector.replace(ID_SELECTOR, (match, name) => (name.startsWith(PREFIX) ? match : "#" + PREFIX + name));
  }

  // Filters a style sheet on the engine's CSS parser; returns the text to keep ("" drops the element).
  function cleanStyleSheet(text, ctx) {
    if (/prefers-color-scheme|color-scheme/i.test(text)) ctx.report.colorScheme = true;
    // Fast path: a sheet with nothing that loads, runs or overlays (and no escape that could spell it, and no
    // "<" that a serialisation could turn into markup) is kept as written; the engine parses it the same way.
    if (CSS_PLAIN.test(text) && !CSS_SUSPECT.test(text) && text.indexOf("<") < 0 && !CSS_MAY_SELECT_ID.test(text)) {
      return String(text);
    }
    const sheet = new CSSStyleSheetCtor();
    try {
      replaceSync.call(sheet, String(text));
    } catch (error) {
      return "";
    }
    // "<" only occurs inside strings and attribute selectors: escaping it keeps "</style>" out of any serialisation.
    return serializeRules(getCSSRules.call(sheet), ctx, 0).replace(/</g, "\\3c ");
  }

  function cleanStyleAttribute(element, raw, ctx) {
    if (CSS_PLAIN.test(raw) && !CSS_SUSPECT.test(raw)) {
      // The engine would parse this text to the same harmless declarations: keep it as written (fast path).
      if (/(^|[;\s])background(-color)?\s*:/i.test(raw)) ctx.report.ownColors = true;
      return;
    }
    const declarations = getStyle.call(element);
    cleanDeclarations(declarations, ctx);
    const text = declarations.cssText;
    if (!text) {
      removeAttribute.call(element, "style");
      ctx.report.removed.attributes++;
    } else if (text !== raw) {
      setAttribute.call(element, "style", text);
    }
    if (/(^|;)\s*background(-color)?\s*:/i.test(text)) ctx.report.ownColors = true;
  }

  // ---- Elements and attributes ----

  function allowedAttribute(elementName, name) {
    if (GLOBAL_ATTRIBUTES.has(name)) return true;
    const specific = ELEMENT_ATTRIBUTES[elementName];
    if (specific && specific.has(name)) return true;
    return /^aria-[a-z]+$/.test(name) || /^data-[a-z0-9_.-]+$/.test(name);
  }

  function cleanAttributes(element, elementName, ctx) {
    if (!elementHasAttributes.call(element)) {
      if (elementName === "video" || elementName === "audio") setAttribute.call(element, "controls", "");
      return;
    }
    const attributes = getAttributes.call(element);
    const list = [];
    for (let index = 0, count = getMapLength.call(attributes); index < count; index++) {
      const attribute = mapItem.call(attributes, index);
      list.push({ node: attribute, name: getAttrName.call(attribute), value: getAttrValue.call(attribute) });
    }
    ctx.pixel = elementName === "img" && looksLikePixel(element);
    const media = elementName === "video" || elementName === "audio" || elementName === "source" || elementName === "track";
    for (const { node, name, value } of list) {
      if (!allowedAttribute(elementName, name)) {
        removeAttributeNode.call(element, node);
        ctx.report.removed.attributes++;
        continue;
      }
      let kept = value;
      if (name === "id" || name === "name") {
        kept = prefixed(value) || null;
      } else if (name === "style") {
        cleanStyleAttribute(element, value, ctx);
        continue;
      } else if (name === "usemap") {
        kept = value.trim()[0] === "#" && value.trim().length > 1 ? "#" + prefixed(value.trim().slice(1)) : null;
      } else if (name === "srcset") {
        kept = cleanSrcset(value, ctx);
      } else if (URL_ATTRIBUTES.has(name)) {
        kept = cleanURL(value, LOADING_ATTRIBUTES.has(name) ? "load" : "link", ctx, media);
      } else if (name === "loading") {
        kept = value === "lazy" || value === "eager" ? value : null;
      } else if (name === "bgcolor") {
        // A painted background means the content was designed on its own colours (e-mail templates).
        ctx.report.ownColors = true;
      }
      if (kept === null) {
        removeAttributeNode.call(element, node);
        if (!URL_ATTRIBUTES.has(name)) ctx.report.removed.attributes++;
      } else if (kept !== value) {
        setAttribute.call(element, name, kept);
      }
    }
    ctx.pixel = false;
    if (elementName === "a") {
      if (getAttribute.call(element, "href") !== null) setAttribute.call(element, "rel", "noopener noreferrer");
      else if (getAttribute.call(element, "rel") !== null) removeAttribute.call(element, "rel");
    } else if (elementName === "video" || elementName === "audio") {
      // No autoplay survives; controls are the only way to start media.
      setAttribute.call(element, "controls", "");
    }
  }

  // What to do with one element: "keep" (descend), "drop" (with its subtree), "unwrap" (keep its children).
  function cleanElement(element, ctx, depth) {
    const name = getLocalName.call(element);
    if (getNamespace.call(element) !== HTML_NS || DROPPED.has(name)) return "drop";
    if (name === "style") {
      const text = cleanStyleSheet(getTextContent.call(element), ctx);
      if (!text) return "drop";
      const attributes = getAttributes.call(element);
      while (getMapLength.call(attributes) > 0) {
        removeAttributeNode.call(element, mapItem.call(attributes, 0));
        ctx.report.removed.attributes++;
      }
      if (getTextContent.call(element) !== text) setTextContent.call(element, text);
      return "leaf";
    }
    if (!ALLOWED.has(name)) return "unwrap";
    if (depth > MAX_DEPTH) return "flatten";
    cleanAttributes(element, name, ctx);
    return "keep";
  }

  // The node after `node`'s subtree within root, and the depth change to reach it.
  function following(node, root) {
    let climb = 0;
    let current = node;
    while (current !== root) {
      const sibling = getNextSibling.call(current);
      if (sibling) return { node: sibling, climb };
      current = getParentNode.call(current);
      climb++;
    }
    return { node: null, climb };
  }

  // Cleans root's descendants in place, iteratively (no recursion, whatever the depth or width).
  function walk(root, ctx, inert) {
    let node = getFirstChild.call(root);
    let depth = 1;
    while (node) {
      const type = getNodeType.call(node);
      let action = "leaf";
      if (type === 1) action = cleanElement(node, ctx, depth);
      else if (type !== 3) action = "drop";
      if (action === "keep") {
        const child = getFirstChild.call(node);
        if (child) {
          node = child;
          depth++;
          continue;
        }
      }
      const parent = getParentNode.call(node);
      if (action === "unwrap" || action === "flatten") {
        ctx.report.removed.elements++;
        let first;
        if (action === "flatten") {
          first = createTextNode.call(inert, getTextContent.call(node));
          insertBefore.call(parent, first, node);
        } else {
          first = getFirstChild.call(node);
          for (let child = first; child; child = getFirstChild.call(node)) insertBefore.call(parent, child, node);
        }
        const after = following(node, root);
        removeChild.call(parent, node);
        if (first) {
          node = first;
        } else {
          node = after.node;
          depth -= after.climb;
        }
        continue;
      }
      const next = following(node, root);
      if (action === "drop") {
        if (type === 1) ctx.report.removed.elements++;
        removeChild.call(parent, node);
      }
      node = next.node;
      depth -= next.climb;
    }
  }

  // ---- Entry points ----

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
      pixel: false,
    };
  }

  // Body attributes worth a wrapper: the ones e-mail uses to paint the whole message.
  function hasPaintAttributes(element) {
    for (const name of ["bgcolor", "background", "style", "class", "dir", "lang"]) {
      if (getAttribute.call(element, name) !== null) return true;
    }
    return false;
  }

  // The HTML parser drops whitespace at the start of a body, so the output keeps none (sanitising twice is stable).
  function trimLeadingWhitespace(fragment) {
    for (let node = getFirstChild.call(fragment); node && getNodeType.call(node) === 3; node = getFirstChild.call(fragment)) {
      const text = getTextContent.call(node).replace(/^[\t\n\f\r ]+/, "");
      if (text) {
        setTextContent.call(node, text);
        return;
      }
      removeChild.call(fragment, node);
    }
  }

  /**
   * Sanitises `html` into a DocumentFragment owned by `targetDocument` (default: this document).
   * options: {baseURL, policy: "block" | "allow" | "proxy", proxyPrefix}.
   * Returns {fragment, report: {removed: {elements, attributes, urls}, remote: {blocked, trackers}, colors}}.
   */
  function sanitize(html, options, targetDocument) {
    const ctx = context(options || {});
    const inert = parseFromString.call(new DOMParserCtor(), String(html), "text/html");
    // The content's own <title> (the shell's is ours): whitespace collapsed by the engine, "" when there is none.
    const title = getTitle.call(inert);
    const fragment = createFragment.call(inert);
    const head = getHead.call(inert);
    const body = getBody.call(inert);
    // Styles of the head (e-mail templates keep theirs there) come first; the rest of the head goes.
    for (let child = head && getFirstChild.call(head); child; child = head && getFirstChild.call(head)) {
      if (getNodeType.call(child) === 1 && getLocalName.call(child) === "style") appendChild.call(fragment, child);
      else {
        if (getNodeType.call(child) === 1) {
          const name = getLocalName.call(child);
          if (name === "meta" && /color-scheme/i.test(getAttribute.call(child, "name") || "")) ctx.report.colorScheme = true;
          ctx.report.removed.elements++;
        }
        removeChild.call(head, child);
      }
    }
    if (body) {
      // Body attributes (bgcolor, background, style) move to a wrapper so they survive, cleaned like any div's.
      let target = fragment;
      if (hasPaintAttributes(body)) {
        target = createElement.call(inert, "div");
        const attributes = getAttributes.call(body);
        for (let index = 0, count = getMapLength.call(attributes); index < count; index++) {
          const attribute = mapItem.call(attributes, index);
          setAttribute.call(target, getAttrName.call(attribute), getAttrValue.call(attribute));
        }
        setAttribute.call(target, "class", ((getAttribute.call(body, "class") || "") + " wck-body").trim());
        appendChild.call(fragment, target);
      }
      for (let child = getFirstChild.call(body); child; child = getFirstChild.call(body)) appendChild.call(target, child);
    }
    walk(fragment, ctx, inert);
    trimLeadingWhitespace(fragment);
    const report = ctx.report;
    const colors = report.colorScheme ? "scheme" : report.ownColors ? "own" : "none";
    delete report.colorScheme;
    delete report.ownColors;
    report.colors = colors;
    report.title = title || null;
    // targetDocument null: the fragment stays in the inert document (moving it into a page adopts it then).
    return { fragment: targetDocument === null ? fragment : adoptNode.call(targetDocument || document, fragment), report };
  }

  Object.defineProperty(globalThis, "WebContentSanitizer", {
    value: Object.freeze({ sanitize, parseSrcset }),
    writable: false,
    configurable: false,
  });
})();
