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
//
// This file is part 4 of 4: the iterative walk, the report and the public `WebContentSanitizer` global. It runs
// at document start in the isolated world after sanitizer-policy.js (DOM methods, allowlists, patterns),
// sanitizer-urls.js (URL and srcset decisions) and sanitizer-css.js (CSS filtering), whose frozen namespaces it
// reads from WebContentSanitizerParts.
(() => {
  "use strict";
  if (Object.prototype.hasOwnProperty.call(globalThis, "WebContentSanitizer")) return;
  const parts = globalThis.WebContentSanitizerParts;
  if (!parts || !parts.policy || !parts.urls || !parts.css) return;
  // Every part is in: nothing may be added to the holder from now on.
  Object.freeze(parts);
  const {
    DOMParserCtor, parseFromString, adoptNode, createFragment, createTextNode, createElement, getAttribute,
    setAttribute, removeAttribute, removeAttributeNode, insertBefore, removeChild, appendChild, getAttributes,
    getFirstChild, getNextSibling, getParentNode, getNodeType, getTextContent, setTextContent, getLocalName,
    getNamespace, getBody, getHead, getTitle, getAttrName, getAttrValue, getMapLength, mapItem, elementHasAttributes,
    HTML_NS, MAX_DEPTH, DEFAULT_PROXY_PREFIX, ALLOWED, DROPPED, GLOBAL_ATTRIBUTES, ELEMENT_ATTRIBUTES, URL_ATTRIBUTES,
    LOADING_ATTRIBUTES,
  } = parts.policy;
  const { prefixed, looksLikePixel, cleanURL, parseSrcset, cleanSrcset, parseBase, parseProxyPrefix } = parts.urls;
  const { cleanStyleSheet, cleanStyleAttribute } = parts.css;

  function newReport() {
    return { removed: { elements: 0, attributes: 0, urls: 0 }, remote: { blocked: 0, trackers: 0 } };
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
