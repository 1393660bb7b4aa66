// WebContentKit quoted history and signatures: a trailing quote or signature goes behind a <details> toggle.
//
// Uses "page" (the content element). Only what ends the message collapses: a quote with the sender's own text
// after it (inline replies) always stays open, and so does a region that would leave nothing visible, or a
// forwarded message (its content is the point).
globalThis.WebContentBridge.withParts(["page"], (bridge, page) => {
  "use strict";
  const { document: doc } = globalThis;

  const {
    createElement, createTreeWalker, querySelectorAll, matches, closest, setAttribute, appendChild, insertBefore,
    contains, compareDocumentPosition: position, getParentNode: getParent, getNextSibling: getNext,
    getPreviousSibling: getPrevious, getTextContent, setTextContent,
  } = page.dom;

  // The sanitizer prefixes ids and names; trusted documents keep theirs.
  const byId = (tag, id) => `${tag}[id="${id}"], ${tag}[id="user-content-${id}"]`;
  // Elements that hold quoted history (Proton's messageBlockquote.ts lists most of these).
  const QUOTES = [
    ".gmail_quote", "div.gmail_extra", // Gmail
    "div.yahoo_quoted", "blockquote.iosymail", // Yahoo
    ".protonmail_quote", ".zmail_extra", ".tutanota_quote", // Proton, Zoho, Tuta
    "blockquote[type=cite]", // Apple Mail, Thunderbird, Fastmail, our plain-text conversion
    byId("div", "isForwardContent"), byId("blockquote", "isReplyContent"), byId("div", "origbody"),
    byId("div", "mailcontent"), byId("div", "reply139content"), byId("blockquote", "oriMsgHtmlSeperator"),
  ].join(", ");
  // Where quoted history starts and runs to the end of the message (Outlook desktop and web, Hotmail, Zimbra).
  const SEPARATORS = [
    byId("*", "divRplyFwdMsg"), byId("*", "appendonsend"), byId("hr", "stopSpelling"), byId("hr", "replySplit"),
    byId("hr", "zwchr"),
  ].join(", ");
  const SIGNATURES = [
    ".gmail_signature", ".moz-signature", ".protonmail_signature_block", byId("div", "Signature"),
    byId("div", "AppleMailSignature"), byId("div", "ymail_android_signature"), byId("div", "Zm-_Id_-Sgn"),
  ].join(", ");
  // A line that introduces a quote: "On <date>, <someone> wrote:" in a few languages, Thunderbird's and Gmail's
  // attribution classes, or a short line with a time and an address that ends in a colon (Yandex:
  // "01.02.2024, 10:00, X <x@y>:").
  const ATTRIBUTION_CLASSES = ".moz-cite-prefix, .gmail_attr";
  const ATTRIBUTION =
    /(wrote|writes|a écrit|schrieb|escribió|ha scritto|schreef|skrev|napisał|napisala|написал|написала|escreveu|yazdı|写道)\s*[:：]$/i;
  const TIMED_ATTRIBUTION = /\d{1,2}:\d{2}/;
  // "On <date>, <someone> wrote:" with nothing marked up after it: the rest of the message is the quote.
  const ON_WROTE = /^(On|Am|Le|El|Il|Op|Em|W dniu)\s.*\d.*(wrote|schrieb|a écrit|escribió|ha scritto|schreef|escreveu|napisał)\s*:$/i;
  const ORIGINAL_MESSAGE = /^-{2,}\s*(Original Message|Ursprüngliche Nachricht|Message d'origine|Mensaje original)\s*-{2,}$/i;
  const FROM = /^(From|Von|De|Da|Van|От)\s?:/;
  const HEADER_DATE = /\b(Sent|Date|Gesendet|Datum|Envoyé|Enviado|Inviato|Verzonden|Отправлено)\s?:/;
  const HEADER_SUBJECT = /\b(Subject|Betreff|Objet|Asunto|Oggetto|Onderwerp|Тема)\s?:/;
  const FORWARD = /forwarded message|begin forwarded|message transféré|weitergeleitete nachricht|mensaje reenviado/i;
  // The "-- " signature delimiter (RFC 3676): alone on its line, with its space.
  const DELIMITER = /^[\r\n]*--[ \u00a0][ \t\u00a0]*(\r?\n|$)/;
  const MAX_LINE = 300;
  const MAX_SIGNATURE = 2000;
  const MAX_SCANNED = 20000;
  const TOGGLE = "details.wck-quote";

  const text = (node) => getTextContent.call(node) || "";
  const squeeze = (value) => value.replace(/\s+/g, " ").trim();
  const isElement = (node) => node.nodeType === 1;

  // Whether a node shows something: text that is not blank, or an image or media. Style sheets do not, and
  // neither does a toggle already made.
  function shows(node) {
    if (node.nodeType === 3) return /\S/.test(node.data);
    if (!isElement(node) || matches.call(node, "style, script, template, " + TOGGLE)) return false;
    if (matches.call(node, "img, video, audio, picture, svg")) return true;
    const walker = createTreeWalker.call(doc, node, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
      acceptNode: (inner) =>
        isElement(inner) && matches.call(inner, "style, script, template, " + TOGGLE)
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    });
    for (let inner = walker.nextNode(); inner; inner = walker.nextNode()) {
      if (inner.nodeType === 3 ? /\S/.test(inner.data) : matches.call(inner, "img, video, audio, picture, svg"))
        return true;
    }
    return false;
  }

  // Whether anything shows on one side of `node` inside `main` (forward: after it, else before it).
  function showsBeside(node, main, forward) {
    for (let at = node; at && at !== main; at = getParent.call(at)) {
      for (let other = forward ? getNext.call(at) : getPrevious.call(at); other;
        other = forward ? getNext.call(other) : getPrevious.call(other)) {
        if (shows(other)) return true;
      }
    }
    return false;
  }

  // The sibling before `node` that shows something, skipping blank text and line breaks.
  function shownBefore(node) {
    let other = getPrevious.call(node);
    while (other && !shows(other)) other = getPrevious.call(other);
    return other;
  }

  // Before a plain blockquote, an attribution carries a date or an address too, so a writer's "As Knuth wrote:"
  // before a quotation is none; before a marked mail quote, "Sam wrote:" is enough.
  function isAttribution(node, marked) {
    if (!node || !isElement(node)) return false;
    if (matches.call(node, ATTRIBUTION_CLASSES)) return true;
    const line = squeeze(text(node));
    if (line.length > MAX_LINE || !/[:：]$/.test(line)) return false;
    if (ATTRIBUTION.test(line)) return marked || /[\d@]/.test(line);
    return TIMED_ATTRIBUTION.test(line) && line.includes("@");
  }

  // Whether a quote block of a client (a div, not a blockquote) holds the sender's replies between its quotes:
  // Gmail puts inline replies inside div.gmail_quote, after each split blockquote.
  function holdsInlineReplies(container) {
    if (matches.call(container, "blockquote")) return false;
    for (const quote of querySelectorAll.call(container, "blockquote")) {
      const outer = closest.call(getParent.call(quote), "blockquote");
      if (outer && contains.call(container, outer)) continue;
      for (let at = quote; at && at !== container; at = getParent.call(at)) {
        for (let other = getNext.call(at); other; other = getNext.call(other)) if (shows(other)) return true;
      }
    }
    return false;
  }

  // A separator's region starts at the outermost element it opens: everything after it in that element is quoted.
  function hoist(node, main) {
    let start = node;
    for (let parent = getParent.call(start); parent && parent !== main && !showsBefore(start); parent = getParent.call(start))
      start = parent;
    return start;
  }

  function showsBefore(node) {
    for (let other = getPrevious.call(node); other; other = getPrevious.call(other)) if (shows(other)) return true;
    return false;
  }

  // Quoted history: [first, last] siblings to wrap, or null. The first container that ends the message wins.
  function findQuote(main) {
    for (const quote of querySelectorAll.call(main, QUOTES + ", blockquote")) {
      if (showsBeside(quote, main, true)) continue;
      const marked = matches.call(quote, QUOTES);
      const before = shownBefore(quote);
      const attributed = isAttribution(before, marked);
      // A plain blockquote is someone's quotation unless a mail attribution introduces it.
      if ((!marked && !attributed) || holdsInlineReplies(quote)) continue;
      return [attributed ? before : quote, quote];
    }
    const separator = findSeparator(main);
    // A split point with nothing after it ("On ... wrote:" as the last line) has no quote to hide.
    if (!separator || !showsBeside(separator, main, true)) return null;
    const start = hoist(separator, main);
    let last = start;
    for (let next = getNext.call(last); next; next = getNext.call(next)) last = next;
    return showsBeside(last, main, true) ? null : [start, last];
  }

  // The block around a text node, inside the content.
  function blockOf(node, main) {
    const block = closest.call(getParent.call(node), "p, div, li, td, pre");
    return block && block !== main && contains.call(main, block) ? block : getParent.call(node);
  }

  // An Outlook-style split point: a marked element, "-----Original Message-----", a header block that starts
  // with From: and has Sent: or Date: and Subject:, or an "On ... wrote:" line that no quote block follows
  // (one that does was the quote's attribution, and that quote did not end the message).
  function findSeparator(main) {
    // Inside a quote block, a split point belongs to older history: that block was judged as a whole.
    const quoted = (node) => !!closest.call(node, QUOTES + ", blockquote");
    for (const marked of querySelectorAll.call(main, SEPARATORS)) if (!quoted(marked)) return marked;
    const walker = createTreeWalker.call(doc, main, NodeFilter.SHOW_TEXT);
    let scanned = 0;
    for (let node = walker.nextNode(); node && scanned < MAX_SCANNED; node = walker.nextNode(), scanned++) {
      if (node.data.length > 4 * MAX_LINE) continue;
      const line = squeeze(node.data);
      if (!line || line.length > MAX_LINE) continue;
      // The text tests first: looking up the block costs a walk up the tree, which deep content makes long.
      const original = ORIGINAL_MESSAGE.test(line);
      const header = !original && FROM.test(line);
      const onWrote = !original && !header && ON_WROTE.test(line);
      if (!original && !header && !onWrote) continue;
      const block = blockOf(node, main);
      if (quoted(block)) continue;
      if (original) return node;
      if (header) {
        const fields = squeeze(text(block));
        if (fields.length <= 2 * MAX_LINE && HEADER_DATE.test(fields) && HEADER_SUBJECT.test(fields)) return block;
      } else if (squeeze(text(block)) === line) {
        let next = getNext.call(block);
        while (next && !shows(next)) next = getNext.call(next);
        if (!(next && isElement(next) && matches.call(next, QUOTES + ", blockquote"))) return block;
      }
    }
    return null;
  }

  // The signature: [first, last] siblings to wrap, or null. It ends the message (a collapsed quote may follow).
  function findSignature(main) {
    let start = querySelectorAll.call(main, SIGNATURES)[0] || null;
    const walker = createTreeWalker.call(doc, main, NodeFilter.SHOW_TEXT);
    let scanned = 0;
    for (let node = walker.nextNode(); node && scanned < MAX_SCANNED; node = walker.nextNode(), scanned++) {
      if (start && (position.call(start, node) & Node.DOCUMENT_POSITION_FOLLOWING)) break;
      if (DELIMITER.test(node.data) && !closest.call(getParent.call(node), TOGGLE)) {
        // Gmail and Thunderbird write the delimiter just before their signature block: both collapse together.
        start = hoist(node, main);
        break;
      }
    }
    if (!start || closest.call(isElement(start) ? start : getParent.call(start), TOGGLE)) return null;
    let last = start;
    let length = squeeze(text(start)).length;
    for (let next = getNext.call(last); next && !(isElement(next) && matches.call(next, TOGGLE)); next = getNext.call(next)) {
      last = next;
      length += squeeze(text(next)).length;
    }
    if (length > MAX_SIGNATURE || showsBeside(last, main, true)) return null;
    return [start, last];
  }

  // Moves the siblings first..last into a closed <details> in their place.
  function wrap([first, last], kind, label) {
    const parent = getParent.call(first);
    const details = createElement.call(doc, "details");
    setAttribute.call(details, "class", kind === "signature" ? "wck-quote wck-signature" : "wck-quote");
    const summary = createElement.call(doc, "summary");
    setTextContent.call(summary, label || "\u2022\u2022\u2022");
    setAttribute.call(summary, "aria-label", kind === "signature" ? "Show the signature" : "Show the quoted text");
    appendChild.call(details, summary);
    insertBefore.call(parent, details, first);
    for (let node = first; node; ) {
      const next = getNext.call(node);
      appendChild.call(details, node);
      if (node === last) break;
      node = next;
    }
  }

  // The region collapses only when something stays visible before it and it is not a forwarded message.
  function collapsible(region, main) {
    if (!region || !showsBeside(region[0], main, false)) return false;
    const parent = getParent.call(region[0]);
    let opening = "";
    for (let node = region[0]; node && opening.length < MAX_LINE; node = getNext.call(node)) {
      opening += " " + text(node).slice(0, MAX_LINE);
      if (node === region[1]) break;
    }
    return !!parent && !FORWARD.test(opening);
  }

  // quotes.collapse {label?, signatureLabel?} -> {collapsed, signatures}: the trailing quote, then the signature.
  bridge.register("quotes.collapse", (payload) => {
    const p = payload || {};
    const main = page.content();
    const label = typeof p.label === "string" ? p.label : "";
    let collapsed = 0;
    let signatures = 0;
    const quote = findQuote(main);
    if (collapsible(quote, main)) {
      wrap(quote, "quote", label);
      collapsed = 1;
    }
    const signature = findSignature(main);
    if (collapsible(signature, main)) {
      wrap(signature, "signature", typeof p.signatureLabel === "string" ? p.signatureLabel : label);
      signatures = 1;
    }
    return { collapsed, signatures };
  });
});
