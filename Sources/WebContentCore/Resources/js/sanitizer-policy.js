// WebContentKit sanitizer, part 1 of 7: the DOM methods every part uses (captured before any content exists),
// the allowlists, schemes, tracker lists and CSS patterns, and the per-name element and attribute decisions
// derived from the allowlists (cached), and the tree helpers of the entry point. See sanitizer.js for the
// decisions.
//
// Uses "capture"; provides "sanitizer.policy". The sanitizer's parts reach each other through the bridge's provide/use, which
// the page world cannot see and DOM clobbering cannot shadow, each part frozen.
globalThis.WebContentBridge.withParts(["capture"], "sanitizer.policy", (bridge, capture) => {
  "use strict";

  // The DOM methods and accessors every part of the sanitizer uses (the policy hands them on), captured now.
  const { methods, accessors, table } = capture;
  const dom = table(
    methods(DOMParser.prototype, ["parseFromString"]),
    methods(CSSStyleSheet.prototype, ["replaceSync"]),
    methods(Document.prototype, ["adoptNode", "createTextNode", "createElement", "createTreeWalker"]),
    methods(Element.prototype, [
      "getAttribute", "setAttribute", "removeAttribute", "removeAttributeNode", "querySelectorAll", "getAttributeNS",
      "getAttributeNames",
    ]),
    methods(Element.prototype, ["hasAttributes"], "element"),
    methods(Node.prototype, ["insertBefore", "removeChild", "appendChild"]),
    methods(CharacterData.prototype, ["remove"], "characterData"),
    methods(TreeWalker.prototype, ["nextNode"], "walker"),
    methods(NodeList.prototype, ["item"], "nodeList"),
    methods(NamedNodeMap.prototype, ["item"], "map"),
    accessors(Element.prototype, "get", ["attributes", "firstElementChild", "nextElementSibling", "localName"]),
    accessors(DocumentFragment.prototype, "get", ["firstElementChild"], "Fragment"),
    accessors(Node.prototype, "get", ["firstChild", "nextSibling", "parentNode", "nodeType", "textContent"]),
    accessors(Node.prototype, "set", ["textContent"]),
    accessors(HTMLElement.prototype, "get", ["style"]),
    accessors(Document.prototype, "get", ["body", "head", "title", "documentElement"]),
    accessors(NodeList.prototype, "get", ["length"], "NodeList"),
    accessors(NamedNodeMap.prototype, "get", ["length"], "Map"),
    accessors(Attr.prototype, "get", ["name", "value"], "Attr"),
  );
  // What the names of the table do not say: constructors, and the members the sanitizer calls by other names.
  const DOMParserCtor = DOMParser;
  const URLCtor = URL;
  const CSSStyleSheetCtor = CSSStyleSheet;
  const createFragment = Document.prototype.createDocumentFragment;
  const matchesSelector = Element.prototype.matches;
  const getNamespace = Object.getOwnPropertyDescriptor(Element.prototype, "namespaceURI").get;
  const getCSSRules = Object.getOwnPropertyDescriptor(CSSStyleSheet.prototype, "cssRules").get;
  // The ones the policy itself calls.
  const {
    getAttribute, removeAttribute, removeChild, replaceSync, getFirstChild, getNodeType, getTextContent,
    setTextContent, getAttrName, getAttrValue, getMapLength, mapItem, createTreeWalker, walkerNextNode,
    characterDataRemove,
  } = dom;

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
    input select textarea option optgroup datalist output keygen canvas title head base meta link
    svg math portal fencedframe xml`);
  // Everything else (unknown, custom, o:p, font-ish legacy, form, button, marquee, xmp ...) is unwrapped: children
  // stay, so a button's label is still read as text.

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
  // ARIA kept (an allowlist, like every other attribute): what a screen reader needs, and nothing that reaches
  // beyond its element. aria-labelledby/-describedby keep only ids of the same message (sanitizer-a11y.js);
  // aria-owns (re-parents the shell's elements), -activedescendant, -flowto, the live-region attributes and the
  // rest go. SECURITY.md's "Accessibility attributes" gives each decision's reason.
  const ARIA_ATTRIBUTES = set("aria-label aria-hidden aria-level aria-labelledby aria-describedby");
  // Attributes that name ids of the same message (td/th headers name the cells' header cells).
  const IDREF_ATTRIBUTES = set("aria-labelledby aria-describedby headers");
  // role tokens kept: document structure. Live regions (alert, status, log, marquee, timer), dialogs and widgets
  // (they claim to act or take the keyboard) and main (the content root is the page's main) go.
  const ROLES = set(`presentation none article banner complementary contentinfo figure group heading img list
    listitem navigation note region separator table row rowgroup cell columnheader rowheader term definition`);
  const URL_ATTRIBUTES = set("href src srcset poster background cite usemap");
  // Elements of a dropped subtree that would have loaded something (a <link> stylesheet or prefetch, an
  // <iframe>, an SVG <image>): their remote URLs count as blocked loads. href loads only on these names (an <a>
  // in dropped SVG is a link, not a load).
  const DROPPED_LOADS =
    "link[href], link[imagesrcset], [src], object[data], [poster], [background], [srcset], image, use, feImage, style";
  const DROPPED_HREF_LOADS = "link, image, use, feImage";
  const XLINK_NS = "http://www.w3.org/1999/xlink";
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
  // The only values `position` keeps: fixed and sticky are overlays, and anything else (var(), attr(), env())
  // could resolve to one of them once the page computes it.
  const SAFE_POSITIONS = set("static relative absolute initial inherit unset revert revert-layer");
  // A removed CSS text that names a remote resource (http(s), scheme-relative, or a relative url()/src()/
  // image-set()/@import target, which resolves against a remote base): counted as a blocked remote load; inline
  // targets (data:, cid:, #fragment) and code (javascript:) count as removed URLs.
  const CSS_REMOTE_REFERENCE =
    /https?:|\/\/|(?:url\(|src\(|image-set\(|@import)\s*["']?\s*(?![\s"')]|url\(|data:|cid:|#|javascript:|vbscript:)/i;
  // One CSS escape: a hex code point with its optional trailing space, or any other escaped character.
  const CSS_ESCAPE = /\\(?:([0-9a-fA-F]{1,6})[ \t\n\r\f]?|([^\n0-9a-fA-F]))/g;
  // Each @import of a sheet's text (escapes undone): replaceSync drops them without a trace, so they are counted
  // from the text.
  const CSS_IMPORT = /@import[^;{}]*/gi;
  // Text that cannot load, run or overlay anything: no such keyword and no CSS escape that could spell one.
  const CSS_PLAIN = /^[^\\]*$/;
  // A "#" in a rule's prelude (an id selector; colours sit after ":" and end at ";" or "}"): the CSSOM path
  // rewrites the selector. A "#" hidden behind ";" in an attribute-selector string is missed: cosmetic only.
  const CSS_MAY_SELECT_ID = /#[^{};]*\{/;
  const ID_SELECTOR = /#(-?[_a-zA-Z\u00a0-\uffff\\][_a-zA-Z0-9\u00a0-\uffff\\-]*)/g;
  // Every text badDeclaration (sanitizer-css.js) could match, in a property name or a value: a serialised
  // block without any of these keeps all its declarations (the engine's serialisation holds each value).
  const CSS_DECLARATIONS_SUSPECT = /url|image-set|expression|javascript|vbscript|src|binding|behavior|position/i;
  // The same, or a "#" (an id selector to prefix) or "@" (a nested at-rule): a style rule's serialisation without
  // any of these is kept whole.
  const CSS_RULE_NEEDS_WORK = /[#@]|url|image-set|expression|javascript|vbscript|src|binding|behavior|position/i;
  const CSS_SUSPECT = /url|image-set|expression|behavior|binding|position|src\s*\(|javascript|vbscript|@import|@font-face|@namespace/i;
  // CSS_SUSPECT, or a backslash (an escape that could spell it): the text CSS_PLAIN && !CSS_SUSPECT lets through.
  const CSS_SUSPECT_OR_ESCAPE = new RegExp("\\\\|" + CSS_SUSPECT.source, "i");

  // Characters the URL parser and the engine ignore or strip; removed before deciding on a scheme.
  const INVISIBLE = /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/g;

  // What the walk does with a node: descend, drop with its subtree, keep its children only, keep as it is (text,
  // a cleaned <style>), or replace by its text (too deep).
  const KEEP = 0;
  const DROP = 1;
  const UNWRAP = 2;
  const LEAF = 3;
  const FLATTEN = 4;
  // The first step for each HTML element name the allowlists know (a Map: content names such as "__proto__" are
  // plain keys); any other name is unwrapped. <style> is allowed, but only through CSS filtering.
  const SHEET = 5;
  const ELEMENT_ACTIONS = new Map();
  for (const name of ALLOWED) ELEMENT_ACTIONS.set(name, KEEP);
  for (const name of DROPPED) ELEMENT_ACTIONS.set(name, DROP);
  ELEMENT_ACTIONS.set("style", SHEET);

  function allowedAttribute(elementName, name) {
    if (GLOBAL_ATTRIBUTES.has(name)) return true;
    const specific = ELEMENT_ACTIONS.get(elementName) === KEEP ? ELEMENT_ATTRIBUTES[elementName] : undefined;
    if (specific && specific.has(name)) return true;
    return ARIA_ATTRIBUTES.has(name) || /^data-[a-z0-9_.-]+$/.test(name);
  }

  // What to do with one attribute, a pure function of the element's and the attribute's names.
  const A_REMOVE = 0;
  const A_KEEP = 1;
  const A_PREFIX = 2;
  const A_STYLE = 3;
  const A_USEMAP = 4;
  const A_SRCSET = 5;
  const A_LINK = 6;
  const A_LOAD = 7;
  const A_LOADING = 8;
  const A_BGCOLOR = 9;
  // Removed too, but through its Attr node: removeAttribute would lower-case the name and miss it. The HTML
  // parser lower-cases attribute names of HTML elements, so this is a guard, not a path content takes.
  const A_REMOVE_EXACT = 10;
  const A_IDREFS = 11;
  const A_ROLE = 12;

  function decideAttribute(elementName, name) {
    if (/[A-Z]/.test(name)) return A_REMOVE_EXACT;
    if (!allowedAttribute(elementName, name)) return A_REMOVE;
    if (name === "id" || name === "name") return A_PREFIX;
    if (name === "style") return A_STYLE;
    if (name === "usemap") return A_USEMAP;
    if (IDREF_ATTRIBUTES.has(name)) return A_IDREFS;
    if (name === "role") return A_ROLE;
    if (name === "srcset") return A_SRCSET;
    if (URL_ATTRIBUTES.has(name)) return LOADING_ATTRIBUTES.has(name) ? A_LOAD : A_LINK;
    if (name === "loading") return A_LOADING;
    if (name === "bgcolor") return A_BGCOLOR;
    return A_KEEP;
  }

  // Decisions already taken, per allowed element name (a bounded set) then attribute name (capped: content can
  // invent any number of names).
  const attributeDecisions = new Map();
  const MAX_CACHED_NAMES = 512;

  // The decisions taken so far for one element name.
  function decisionsFor(elementName) {
    let known = attributeDecisions.get(elementName);
    if (known === undefined) {
      known = new Map();
      attributeDecisions.set(elementName, known);
    }
    return known;
  }

  function attributeDecision(known, elementName, name) {
    let decision = known.get(name);
    if (decision === undefined) {
      decision = decideAttribute(elementName, name);
      if (known.size < MAX_CACHED_NAMES) known.set(name, decision);
    }
    return decision;
  }

  // Body attributes worth a wrapper: the ones e-mail uses to paint the whole message.
  function hasPaintAttributes(element) {
    // lang and dir are not among them: they move to the content root (sanitizer-a11y.js).
    for (const name of ["bgcolor", "background", "style", "class"]) {
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

  // Every node that is neither an element nor text (comments; CDATA and processing instructions only occur in
  // foreign content, dropped whole): found by the engine's TreeWalker, which skips elements and text itself, and
  // each removes itself (all of them are character data).
  const NOT_ELEMENT_OR_TEXT = 0xfffffffa;

  function removeOtherNodes(root, inert) {
    const walker = createTreeWalker.call(inert, root, NOT_ELEMENT_OR_TEXT);
    const found = [];
    for (let node = walkerNextNode.call(walker); node !== null; node = walkerNextNode.call(walker)) found.push(node);
    for (let index = 0; index < found.length; index++) characterDataRemove.call(found[index]);
  }

  bridge.provide("sanitizer.policy", {
    ...dom, DOMParserCtor, URLCtor, CSSStyleSheetCtor, createFragment, getNamespace, getCSSRules, matchesSelector,
    DROPPED_LOADS, DROPPED_HREF_LOADS, XLINK_NS, HTML_NS, PREFIX, MAX_DEPTH, DEFAULT_PROXY_PREFIX, ALLOWED, DROPPED,
    GLOBAL_ATTRIBUTES, ELEMENT_ATTRIBUTES, URL_ATTRIBUTES, LOADING_ATTRIBUTES, LINK_SCHEMES, LOAD_SCHEMES, SAFE_DATA,
    SAFE_MEDIA_DATA, TRACKER_HOSTS, TRACKER_PATH, CSS_BAD_VALUE, CSS_BAD_PROPERTY, SAFE_POSITIONS,
    CSS_REMOTE_REFERENCE, CSS_ESCAPE, CSS_IMPORT, CSS_PLAIN, CSS_MAY_SELECT_ID, ID_SELECTOR, CSS_SUSPECT,
    CSS_DECLARATIONS_SUSPECT, CSS_RULE_NEEDS_WORK, CSS_SUSPECT_OR_ESCAPE, INVISIBLE, KEEP, DROP, UNWRAP, LEAF,
    FLATTEN, SHEET, ELEMENT_ACTIONS, A_REMOVE, A_KEEP, A_PREFIX, A_STYLE, A_USEMAP, A_SRCSET, A_LINK, A_LOAD,
    A_LOADING, A_BGCOLOR, A_REMOVE_EXACT, A_IDREFS, A_ROLE, IDREF_ATTRIBUTES, ROLES, decisionsFor, attributeDecision,
    hasPaintAttributes, trimLeadingWhitespace, removeOtherNodes,
  });
});
