// WebContentKit colours: dark mode that darkens only what it can keep readable, and the reader's "original
// colours" switch.
//
// Uses "page", "contrast" and "palette" (the arithmetic). Under the dark theme:
// - content with its own dark rules (@media (prefers-color-scheme: dark)) gets them, whatever the engine's own
//   preference, and is otherwise left as its author made it;
// - content that already paints most of its text on dark backgrounds (a dark palette) is left as made;
// - anything else is adapted per element as Thunderbird's and DarkReader's dark modes do: light backgrounds and
//   borders get darker and dark text lighter, with hue and saturation kept;
// then, whatever the case, text that still falls under 4.5:1 against the background behind it has its lightness
// moved (hue kept) until it does not. Only what paints colour changes (colours, gradients, image backdrops, inset
// shadows, translucency), so images themselves keep their colours.
// Every change is an inline style remembered here, so the original colours come back in place, without a reload.
globalThis.WebContentBridge.withParts(["page", "contrast", "palette"], (bridge, page, contrast, palette) => {
  "use strict";
  const { document: doc } = globalThis;

  const createTreeWalker = Document.prototype.createTreeWalker;
  const getDocumentElement = Object.getOwnPropertyDescriptor(Document.prototype, "documentElement").get;
  const getStyleSheets = Object.getOwnPropertyDescriptor(Document.prototype, "styleSheets").get;
  const getBody = Object.getOwnPropertyDescriptor(Document.prototype, "body").get;
  const querySelectorAll = Element.prototype.querySelectorAll;
  const getClassList = Object.getOwnPropertyDescriptor(Element.prototype, "classList").get;
  const getStyle = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "style").get;
  const contains = Node.prototype.contains;
  const computedStyle = globalThis.getComputedStyle.bind(globalThis);
  const matchMedia = globalThis.matchMedia.bind(globalThis);
  const HTMLElementClass = HTMLElement;
  const { parse, over, ratio, canvas, backgrounds } = contrast;
  const { TARGET, DARK_BACKGROUND, WHITE, luminance, css, darkBackground, lightText, readable, deeper, darkenColours } =
    palette;

  const MAX_ELEMENTS = 20000;
  const SIDES = ["top", "right", "bottom", "left"];
  // Images and media keep their colours: nothing of theirs is touched.
  const MEDIA = new Set(["img", "picture", "video", "audio", "canvas", "iframe", "object", "embed"]);
  const SCHEME_FEATURE = /\(\s*prefers-color-scheme\s*:\s*(dark|light)\s*\)/gi;

  // [element, property, value, priority]: the inline declarations this script replaced, to put back.
  let replaced = [];
  // [media list, media text]: the content's colour-scheme queries as written.
  let rewritten = [];

  function set(element, property, value) {
    const style = getStyle.call(element);
    replaced.push([element, property, style.getPropertyValue(property), style.getPropertyPriority(property)]);
    style.setProperty(property, value, "important");
  }

  function restore() {
    for (let index = replaced.length - 1; index >= 0; index--) {
      const [element, property, value, priority] = replaced[index];
      const style = getStyle.call(element);
      if (value) style.setProperty(property, value, priority);
      else style.removeProperty(property);
    }
    replaced = [];
    for (const [media, text] of rewritten) media.mediaText = text;
    rewritten = [];
  }

  // The content's own colour-scheme queries answer `scheme` (the theme's), not the engine's preference.
  // Returns how many of them name the dark scheme.
  function emulateScheme(scheme) {
    let dark = 0;
    const visit = (media) => {
      const text = media ? media.mediaText : "";
      if (!/prefers-color-scheme/i.test(text)) return;
      dark += (text.match(/prefers-color-scheme\s*:\s*dark/gi) || []).length;
      rewritten.push([media, text]);
      // (max-width: 0px) never holds in a laid-out page; (min-width: 0px) always does.
      media.mediaText = text.replace(SCHEME_FEATURE, (_, value) =>
        value.toLowerCase() === scheme ? "(min-width: 0px)" : "(max-width: 0px)");
    };
    const visitRules = (rules) => {
      for (const rule of rules || []) {
        if (rule.media) visit(rule.media);
        if (rule.cssRules) visitRules(rule.cssRules);
      }
    };
    const main = page.content();
    for (const sheet of getStyleSheets.call(doc)) {
      if (!sheet.ownerNode || !contains.call(main, sheet.ownerNode)) continue;
      visit(sheet.media);
      visitRules(sheet.cssRules);
    }
    return dark;
  }

  function elements() {
    const main = page.content();
    const list = [main];
    for (const element of querySelectorAll.call(main, "*")) {
      if (list.length >= MAX_ELEMENTS) break;
      if (element instanceof HTMLElementClass && !MEDIA.has(element.localName)) list.push(element);
    }
    return list;
  }

  // Elements holding text of their own, with how many characters each holds.
  function textHolders() {
    const holders = new Map();
    const walker = createTreeWalker.call(doc, page.content(), NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const length = node.data.trim().length;
      if (!element || !length || !(element instanceof HTMLElementClass)) continue;
      holders.set(element, (holders.get(element) || 0) + length);
    }
    return holders;
  }

  // Whether most of the text sits on dark backgrounds of the content's own (over white: the page it was made on).
  function hasDarkPalette(list, holders) {
    const behind = new Map();
    let dark = 0;
    let total = 0;
    for (const element of list) {
      const parent = behind.get(element.parentElement) || WHITE;
      const color = parse(computedStyle(element).backgroundColor);
      const own = color && color[3] > 0 ? over(color, parent) : parent;
      behind.set(element, own);
      const characters = holders.get(element) || 0;
      total += characters;
      if (luminance(own) <= DARK_BACKGROUND) dark += characters;
    }
    return total > 0 && dark * 2 > total;
  }

  // What else paints behind text besides the background colour, and what the dark theme makes of it:
  // - a gradient keeps its shape with each stop darkened;
  // - an image backdrop (background-image or <td background>: data:, cid:, proxied) has colours no style says,
  //   so it is taken away and the darkened background colour (else the shell's) shows instead;
  // - an inset shadow used as a fill (the e-mail trick for a coloured block) is darkened;
  // - a translucent layer (opacity under 1) is made opaque: its text would otherwise blend into what is behind.
  function paintedLayers(style) {
    const image = style.backgroundImage;
    const gradient = image && image !== "none" && !/url\(/i.test(image);
    const shadow = style.boxShadow;
    const opacity = parseFloat(style.opacity);
    return {
      image: !image || image === "none" ? null : gradient ? darkenColours(image) : "none",
      shadow: shadow && shadow !== "none" && /inset/.test(shadow) ? darkenColours(shadow) : null,
      opaque: opacity > 0.05 && opacity < 1,
    };
  }

  function adaptBackgrounds(list) {
    // Read everything first, then write: one style recalculation instead of one per element.
    const found = list.map((element) => {
      const style = computedStyle(element);
      // Only borders that are drawn: a computed border colour exists (currentColor) even where there is none.
      const borders = SIDES.map((side) =>
        style.getPropertyValue(`border-${side}-style`) !== "none" && parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0
          ? parse(style.getPropertyValue(`border-${side}-color`))
          : null);
      return [parse(style.backgroundColor), paintedLayers(style), ...borders];
    });
    list.forEach((element, index) => {
      const [fill, layers, ...borders] = found[index];
      if (fill && fill[3] > 0) set(element, "background-color", css(darkBackground(fill)));
      if (layers.image !== null) set(element, "background-image", layers.image);
      if (layers.shadow !== null) set(element, "box-shadow", layers.shadow);
      if (layers.opaque) set(element, "opacity", "1");
      borders.forEach((color, side) => {
        if (color && color[3] > 0) set(element, `border-${SIDES[side]}-color`, css(darkBackground(color)));
      });
    });
  }

  // Of the backgrounds `element`'s text crosses (a gradient's stops), the one `color` reads worst against.
  function hardest(color, element, base, cache) {
    let worst = null;
    for (const behind of backgrounds(element, base, cache)) {
      if (!worst || ratio(over(color, behind), behind) < ratio(over(color, worst), worst)) worst = behind;
    }
    return worst;
  }

  // The nearest element that paints an opaque background colour behind `element`'s text (itself included).
  function painter(element) {
    for (let node = element; node && node.nodeType === 1; node = node.parentElement) {
      const color = parse(computedStyle(node).backgroundColor);
      if (color && color[3] >= 1) return node;
    }
    return null;
  }

  // Every element holding text gets a colour that reads against what is now behind it; where no text colour can
  // (a mid-tone block), the block behind it is deepened first. Transparent text is not shown text (preheaders
  // hide that way) and stays as it is.
  function adaptText(list, holders, lighten) {
    const base = canvas();
    // Nothing is written until every text is read, so one cache of what is behind each element holds.
    const layers = new Map();
    const colours = [];
    const deepened = [];
    const listed = new Set(list);
    for (const element of list.concat([...holders.keys()].filter((holder) => !listed.has(holder)))) {
      const style = computedStyle(element);
      const computed = style.color;
      const color = parse(computed);
      if (!color || color[3] === 0) continue;
      const wanted = lighten ? lightText(color) : color;
      if (holders.has(element)) {
        // Text holders get their colour even when it is unchanged: a parent's new colour must not reach them.
        let behind = hardest(wanted, element, base, layers);
        let chosen = readable(wanted, behind);
        const block = ratio(chosen, behind) < TARGET ? painter(element) : null;
        if (block) {
          behind = deeper(behind);
          chosen = readable(lightText(wanted), behind);
          deepened.push([block, css(behind)]);
        }
        colours.push([element, css(chosen), computed, style.webkitTextFillColor]);
      } else if (wanted !== color) colours.push([element, css(wanted), computed, style.webkitTextFillColor]);
    }
    for (const [block, background] of deepened) {
      set(block, "background-color", background);
      set(block, "background-image", "none");
    }
    let adjusted = 0;
    for (const [element, color, computed, fill] of colours) {
      set(element, "color", color);
      // A text fill colour (the content's own, or the old colour it followed) would paint over the new one.
      if (fill && fill !== color) set(element, "-webkit-text-fill-color", "currentcolor");
      if (color !== computed) adjusted++;
    }
    return adjusted;
  }

  function isDark() {
    const classes = getClassList.call(getDocumentElement.call(doc));
    if (classes.contains("wck-theme-dark")) return true;
    return !classes.contains("wck-theme-light") && matchMedia("(prefers-color-scheme: dark)").matches;
  }

  // colours.apply {mode: "adapted" | "original"} -> {mode, palette, adjusted}: palette says what the dark theme did
  // ("scheme": the content's own dark rules, "dark": its dark palette kept, "adapted": darkened here; "light": no
  // dark theme; "original": the author's colours on the light page they were made for); adjusted counts the
  // elements whose text colour changed.
  bridge.register("colours.apply", (payload) => {
    const mode = payload && payload.mode === "original" ? "original" : "adapted";
    restore();
    const classes = getClassList.call(getDocumentElement.call(doc));
    if (mode === "original") classes.add("wck-colours-original");
    else classes.remove("wck-colours-original");
    const dark = isDark();
    if (mode === "original") return { mode, palette: "original", adjusted: 0 };
    if (!dark) {
      if (classes.contains("wck-theme-light")) emulateScheme("light");
      return { mode, palette: "light", adjusted: 0 };
    }
    const list = elements();
    const holders = textHolders();
    let palette = "adapted";
    if (emulateScheme("dark") > 0) palette = "scheme";
    else if (hasDarkPalette(list, holders)) palette = "dark";
    if (palette !== "adapted") return { mode, palette, adjusted: adaptText(list, holders, false) };
    // The content's style sheets can paint the page itself (body { background: #fff }): that is darkened too.
    const painted = [getDocumentElement.call(doc), getBody.call(doc)].filter(Boolean).concat(list);
    adaptBackgrounds(painted);
    return { mode, palette, adjusted: adaptText(painted, holders, true) };
  });
});
