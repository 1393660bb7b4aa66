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
// - a safe subset of ARIA stays (id references only inside the message); lang and dir go to the content root.
//
// This file is part 7 of 7, the iterative walk. Uses "sanitizer.policy" (DOM methods, allowlists, patterns),
// "sanitizer.urls" (URL and srcset decisions), "sanitizer.css" (CSS filtering), "sanitizer.a11y" (what
// assistive technology needs), "sanitizer.parse" (the two parses) and "page" (the insert step, which it hands
// itself to); provides "sanitizer" (sanitize, release, parseSrcset).
globalThis.WebContentBridge.withParts(
  ["sanitizer.policy", "sanitizer.urls", "sanitizer.css", "sanitizer.a11y", "sanitizer.parse", "page"], "sanitizer",
  (bridge, policy, urls, css, a11y, parse, page) => {
  "use strict";
  const {
    adoptNode, createTextNode, getAttribute, setAttribute, removeAttribute, removeAttributeNode, insertBefore,
    removeChild, appendChild, getAttributes, getFirstChild, getFirstElementChild, getFragmentFirstElementChild,
    getNextElementSibling, removeOtherNodes, getParentNode, getTextContent, setTextContent, getLocalName,
    getNamespace, getAttrName, getMapLength, mapItem, elementHasAttributes, getAttributeNames, HTML_NS, MAX_DEPTH,
    URL_ATTRIBUTES, KEEP, DROP, UNWRAP, LEAF, FLATTEN, SHEET, ELEMENT_ACTIONS, A_REMOVE, A_KEEP, A_PREFIX, A_STYLE,
    A_USEMAP, A_SRCSET, A_LOAD, A_LOADING, A_BGCOLOR, A_REMOVE_EXACT, A_IDREFS, A_ROLE, decisionsFor,
    attributeDecision, trimLeadingWhitespace,
  } = policy;
  const {
    prefixed, looksLikePixel, cleanURL, parseSrcset, cleanSrcset, countDroppedLoads, context,
  } = urls;
  const { cleanStyleSheet, cleanStyleAttribute } = css;
  const { idrefs, roles, language, finish } = a11y;

  // ---- Elements and attributes ----

  function removeExactName(element, name) {
    const attributes = getAttributes.call(element);
    for (let index = getMapLength.call(attributes) - 1; index >= 0; index--) {
      const node = mapItem.call(attributes, index);
      if (getAttrName.call(node) === name) removeAttributeNode.call(element, node);
    }
  }

  // Remembers a remote load the policy blocked, to be shown in place later without sanitising again.
  function withhold(ctx, element, name, value, srcset, media) {
    if (ctx.withheld.length < 10000) ctx.withheld.push({ element, name, value, srcset, media });
  }

  function cleanAttributes(element, elementName, ctx) {
    const playable = elementName === "video" || elementName === "audio";
    if (!elementHasAttributes.call(element)) {
      if (playable) setAttribute.call(element, "controls", "");
      return;
    }
    // Names only (one array): reading attributes through the NamedNodeMap would make an Attr node for each one.
    const names = getAttributeNames.call(element);
    ctx.pixel = elementName === "img" && looksLikePixel(element);
    const media = playable || elementName === "source" || elementName === "track";
    const known = decisionsFor(elementName);
    for (let index = 0; index < names.length; index++) {
      const name = names[index];
      const decision = attributeDecision(known, elementName, name);
      if (decision === A_KEEP) continue;
      if (decision === A_REMOVE || decision === A_REMOVE_EXACT) {
        if (decision === A_REMOVE) removeAttribute.call(element, name);
        else removeExactName(element, name);
        ctx.report.removed.attributes++;
        continue;
      }
      if (decision === A_BGCOLOR) {
        // A painted background means the content was designed on its own colours (e-mail templates).
        ctx.report.ownColors = true;
        continue;
      }
      const value = getAttribute.call(element, name);
      if (decision === A_STYLE) {
        cleanStyleAttribute(element, value, ctx);
        continue;
      }
      let kept;
      if (decision === A_PREFIX) {
        kept = prefixed(value) || null;
      } else if (decision === A_USEMAP) {
        const target = value.trim();
        kept = target[0] === "#" && target.length > 1 ? "#" + prefixed(target.slice(1)) : null;
      } else if (decision === A_SRCSET) {
        ctx.withheldNow = false;
        kept = cleanSrcset(value, ctx);
        if (ctx.withheldNow) withhold(ctx, element, name, value, true, media);
      } else if (decision === A_IDREFS) {
        kept = idrefs(value);
        // Checked against the message's ids once it is clean (sanitizer-a11y.js).
        ctx.idrefs = true;
      } else if (decision === A_ROLE) {
        kept = roles(value);
      } else if (decision === A_LOADING) {
        kept = value === "lazy" || value === "eager" ? value : null;
      } else {
        ctx.withheldNow = false;
        kept = cleanURL(value, decision === A_LOAD ? "load" : "link", ctx, media);
        if (ctx.withheldNow) withhold(ctx, element, name, value, false, media);
      }
      if (kept === null) {
        removeAttribute.call(element, name);
        if (!URL_ATTRIBUTES.has(name)) ctx.report.removed.attributes++;
      } else if (kept !== value) {
        setAttribute.call(element, name, kept);
      }
    }
    ctx.pixel = false;
    if (elementName === "a") {
      if (getAttribute.call(element, "href") !== null) setAttribute.call(element, "rel", "noopener noreferrer");
      else if (getAttribute.call(element, "rel") !== null) removeAttribute.call(element, "rel");
    } else if (playable) {
      // No autoplay survives; controls are the only way to start media.
      setAttribute.call(element, "controls", "");
    }
  }

  // What to do with one element (KEEP, DROP, UNWRAP, LEAF or FLATTEN), cleaning it when it stays.
  function cleanElement(element, ctx, depth) {
    if (getNamespace.call(element) !== HTML_NS) return DROP;
    const name = getLocalName.call(element);
    const action = ELEMENT_ACTIONS.get(name);
    if (action === undefined) return UNWRAP;
    if (action === DROP) return DROP;
    if (action === SHEET) {
      const text = cleanStyleSheet(getTextContent.call(element), ctx);
      if (!text) return DROP;
      const attributes = getAttributes.call(element);
      while (getMapLength.call(attributes) > 0) {
        removeAttributeNode.call(element, mapItem.call(attributes, 0));
        ctx.report.removed.attributes++;
      }
      if (getTextContent.call(element) !== text) setTextContent.call(element, text);
      return LEAF;
    }
    if (depth > MAX_DEPTH) return FLATTEN;
    if (name === "table") ctx.tables = true;
    cleanAttributes(element, name, ctx);
    return KEEP;
  }

  // Cleans root's descendants in place from its first element child `node`, at `depth`, iteratively (no
  // recursion, whatever the depth or width). Only elements are visited here (text stays as it is); every other
  // node goes in removeOtherNodes.
  function walk(node, root, ctx, inert, depth) {
    while (node !== null) {
      const action = cleanElement(node, ctx, depth);
      if (action === KEEP) {
        const child = getFirstElementChild.call(node);
        if (child !== null) {
          node = child;
          depth++;
          continue;
        }
      }
      // The next element after this one's subtree: read before the element goes, its next sibling stays the same.
      let next = getNextElementSibling.call(node);
      let parent = null;
      if (action !== KEEP && action !== LEAF) {
        ctx.report.removed.elements++;
        parent = getParentNode.call(node);
        if (action === UNWRAP || action === FLATTEN) {
          let first = null;
          if (action === FLATTEN) {
            insertBefore.call(parent, createTextNode.call(inert, getTextContent.call(node)), node);
          } else {
            first = getFirstElementChild.call(node);
            for (let child = getFirstChild.call(node); child !== null; child = getFirstChild.call(node)) {
              insertBefore.call(parent, child, node);
            }
          }
          removeChild.call(parent, node);
          // The moved children are walked next, at this depth.
          if (first !== null) {
            node = first;
            continue;
          }
        } else {
          countDroppedLoads(node, ctx);
          removeChild.call(parent, node);
        }
      }
      if (next === null) {
        let up = parent === null ? getParentNode.call(node) : parent;
        while (up !== root) {
          depth--;
          next = getNextElementSibling.call(up);
          if (next !== null) break;
          up = getParentNode.call(up);
        }
      }
      node = next;
    }
  }

  // ---- Entry points ----

  /**
   * Sanitises `html` into a DocumentFragment of the inert document, or adopted by `targetDocument` when given.
   *
   * Like DOMPurify's RETURN_DOM_FRAGMENT, the clean fragment stays inert until it is inserted: inserting it into
   * the page adopts it then, once (content.insert does), and only then do its allowed images start loading.
   * options: {baseURL, policy: "block" | "allow" | "proxy", proxyPrefix, origins, inlineImages}.
   * Returns {fragment, withheld, report: {removed: {elements, attributes, urls}, remote: {blocked, trackers, allowed,
   * inlineWithheld, trackerList: [{host, path, kind}]}, colors, title, lang, dir}}.
   */
  function sanitize(html, options, targetDocument) {
    const ctx = context(options || {});
    const text = String(html);
    // Markup without a document of its own becomes a body's content directly; the tree is the same either way.
    const bodyFragment = parse.asBody(text);
    const doc = bodyFragment === null ? parse.asDocument(text, ctx) : null;
    const fragment = doc === null ? bodyFragment : doc.fragment;
    const inert = doc === null ? parse.inertDocument() : doc.inert;
    const title = doc === null ? parse.titleOf(fragment, text) : doc.title;
    // The fragment first (a document's head styles and body wrapper), then a document's body where it is (what it
    // drops is never moved), in the same order and at the same depths as one walk of the whole; then it moves.
    walk(getFragmentFirstElementChild.call(fragment), fragment, ctx, inert, 1);
    removeOtherNodes(fragment, inert);
    const body = doc === null ? null : doc.body;
    if (body !== null) {
      const first = doc.split ? getFragmentFirstElementChild.call(body) : getFirstElementChild.call(body);
      walk(first, body, ctx, inert, doc.target === fragment ? 1 : 2);
      removeOtherNodes(body, inert);
      // A fragment's children move in one step; a body's one by one.
      if (doc.split) {
        appendChild.call(doc.target, body);
      } else {
        for (let child = getFirstChild.call(body); child; child = getFirstChild.call(body)) appendChild.call(doc.target, child);
      }
    }
    finish(fragment, ctx, inert);
    trimLeadingWhitespace(fragment);
    const report = ctx.report;
    const colors = report.colorScheme ? "scheme" : report.ownColors ? "own" : "none";
    delete report.colorScheme;
    delete report.ownColors;
    report.colors = colors;
    report.title = title || null;
    report.lang = doc === null ? null : doc.lang;
    report.dir = doc === null ? null : doc.dir;
    return {
      fragment: targetDocument ? adoptNode.call(targetDocument, fragment) : fragment, report, withheld: ctx.withheld,
    };
  }

  /**
   * Shows withheld remote loads (sanitize's `withheld`) in place through the proxy: each attribute gets the
   * value the proxy policy would have given it, trackers still removed; nothing else of the page changes.
   * options: {proxyPrefix, baseURL}. Returns {shown, report} (the proxy decisions' counts).
   */
  function release(withheld, options) {
    const ctx = context({
      policy: "proxy", proxyPrefix: options && options.proxyPrefix, baseURL: options && options.baseURL,
    });
    if (ctx.policy !== "proxy") return { shown: 0, report: ctx.report };
    let shown = 0;
    for (let index = 0; index < withheld.length; index++) {
      const entry = withheld[index];
      const kept = entry.srcset ? cleanSrcset(entry.value, ctx) : cleanURL(entry.value, "load", ctx, entry.media);
      if (kept === null) continue;
      setAttribute.call(entry.element, entry.name, kept);
      shown++;
    }
    return { shown, report: ctx.report };
  }

  bridge.provide("sanitizer", { sanitize, release, parseSrcset });
  page.sanitizeWith({ sanitize, release });
});
