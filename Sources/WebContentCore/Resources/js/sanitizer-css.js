// WebContentKit sanitizer, part 3 of 7: CSS filtering on the engine's CSS parser, for <style> sheets and style
// attributes. See sanitizer.js for the decisions.
//
// Uses "sanitizer.policy" and "sanitizer.urls" (trackers); provides "sanitizer.css".
globalThis.WebContentBridge.withParts(["sanitizer.policy", "sanitizer.urls"], "sanitizer.css", (bridge, policy, urls) => {
  "use strict";
  const {
    CSSStyleSheetCtor, replaceSync, getCSSRules, getStyle, setAttribute, removeAttribute, PREFIX, CSS_BAD_VALUE,
    CSS_BAD_PROPERTY, CSS_PLAIN, CSS_MAY_SELECT_ID, ID_SELECTOR, CSS_SUSPECT, CSS_DECLARATIONS_SUSPECT,
    CSS_RULE_NEEDS_WORK, CSS_SUSPECT_OR_ESCAPE, SAFE_POSITIONS, CSS_REMOTE_REFERENCE, CSS_ESCAPE, CSS_IMPORT,
  } = policy;
  const { trackerHostOfText, noteTracker } = urls;
  // The first target a removed CSS text names (url(), image-set() string, @import string), to spot trackers.
  const CSS_FIRST_TARGET = /(?:url\(|image-set\(\s*(?:url\()?|@import\s*(?:url\()?)\s*["']?\s*([^"'\s()]+)/i;

  // CSS text with its escapes undone (the engine serialises custom properties as "url(http\:\/\/...)").
  function unescaped(text) {
    if (text.indexOf("\\") < 0) return text;
    return text.replace(CSS_ESCAPE, (match, hex, character) => {
      if (character !== undefined) return character;
      const code = parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : "\ufffd";
    });
  }

  // Counts one removed text that loads or runs something: a blocked remote load (a tracker too when its first
  // target is one, like a background open-pixel), or a removed URL.
  function countRemoved(text, ctx) {
    const plain = unescaped(text);
    if (!CSS_REMOTE_REFERENCE.test(plain)) {
      ctx.report.removed.urls++;
      return;
    }
    ctx.report.remote.blocked++;
    const target = CSS_FIRST_TARGET.exec(plain);
    const host = target === null ? null : trackerHostOfText(target[1]);
    if (host !== null) noteTracker(ctx, host, "css");
  }

  // Whether a declaration loads, runs, or overlays something; counts what it drops.
  function badDeclaration(name, value, ctx) {
    if (CSS_BAD_PROPERTY.test(name)) return true;
    if (name === "position") return !SAFE_POSITIONS.has(value.trim().toLowerCase());
    if (CSS_BAD_VALUE.test(value)) {
      countRemoved(value, ctx);
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
        // One serialisation of the whole rule: with a single "{" (no nested rule) and nothing CSS_RULE_NEEDS_WORK
        // names, it is what the steps below would build ("selector { declarations }"); an empty block goes.
        const whole = rule.cssText;
        if (!CSS_RULE_NEEDS_WORK.test(whole) && whole.indexOf("{") === whole.lastIndexOf("{")) {
          if (!whole.endsWith("{ }")) parts.push(whole);
          continue;
        }
        const style = rule.style;
        let text = style.cssText;
        // A block whose serialisation names nothing badDeclaration could match keeps every declaration as it is.
        if (CSS_DECLARATIONS_SUSPECT.test(text) && cleanDeclarations(style, ctx) > 0) text = style.cssText;
        const nestedRules = rule.cssRules;
        const nested = nestedRules && nestedRules.length ? serializeRules(nestedRules, ctx, depth + 1) : "";
        if (style.length || nested) parts.push(prefixIdSelectors(rule.selectorText) + " { " + text + nested + " }");
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
        // @font-face, @namespace, @page, @layer, @container, unknown: dropped (@import never gets here).
        countRemoved(rule.cssText, ctx);
      }
    }
    return parts.join("\n");
  }

  // Ids in the content carry PREFIX (DOM clobbering), so the content's own #id selectors must too. Attribute
  // selectors on id or name ([id=x]) are not rewritten: they match nothing (rare in mail, harmless).
  function prefixIdSelectors(selector) {
    return selector.replace(ID_SELECTOR, (match, name) => (name.startsWith(PREFIX) ? match : "#" + PREFIX + name));
  }

  // replaceSync drops every @import without a trace: each one the text names counts here (a spelling with
  // escapes too), as a blocked remote load or a removed URL.
  function countImports(text, ctx) {
    const imports = unescaped(String(text)).match(CSS_IMPORT);
    if (imports === null) return;
    for (let index = 0; index < imports.length; index++) countRemoved(imports[index], ctx);
  }

  // A sheet with nothing that loads, runs or overlays (and no escape that could spell it, no "<" that a
  // serialisation could turn into markup, no id selector to prefix): kept as written, the engine parses it the same.
  function keptAsWritten(text) {
    return CSS_PLAIN.test(text) && !CSS_SUSPECT.test(text) && text.indexOf("<") < 0 && !CSS_MAY_SELECT_ID.test(text);
  }

  // Whitespace, a comment, or an @import statement of the plainest shape (a string or url() without escapes,
  // media words without parentheses, then ";"), at the position it is tried.
  const LEADING_IMPORT =
    /\s+|\/\*[^]*?\*\/|@import(?:\s+url\(\s*(?:"[^"\\\n;{}()]*"|'[^'\\\n;{}()]*'|[^"'\\\s;{}()]*)\s*\)|\s*"[^"\\\n;{}()]*"|\s*'[^'\\\n;{}()]*')[^;{}()"'\\]*;/iy;

  // What follows the @import statements a sheet starts with (mail templates import a web font first), or null
  // when it starts with none.
  function afterLeadingImports(text) {
    let rest = 0;
    let imports = 0;
    LEADING_IMPORT.lastIndex = 0;
    for (let match = LEADING_IMPORT.exec(text); match !== null; match = LEADING_IMPORT.exec(text)) {
      if (match[0][0] === "@") imports++;
      rest = LEADING_IMPORT.lastIndex;
    }
    return imports > 0 ? text.slice(rest) : null;
  }

  // Filters a style sheet on the engine's CSS parser; returns the text to keep ("" drops the element).
  function cleanStyleSheet(text, ctx) {
    if (/prefers-color-scheme|color-scheme/i.test(text)) ctx.report.colorScheme = true;
    if (keptAsWritten(text)) return String(text);
    // Imports go either way (replaceSync drops them too): counted once, here.
    countImports(text, ctx);
    // A sheet whose only suspect text is its leading imports: they are cut, and the rest is kept as written when
    // it passes the same test as a whole sheet.
    const rest = afterLeadingImports(String(text));
    if (rest !== null && keptAsWritten(rest)) return rest;
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
    if (!CSS_SUSPECT_OR_ESCAPE.test(raw)) {
      // The engine would parse this text to the same harmless declarations: keep it as written (fast path).
      // Once one background says so, no other style needs to be read for it.
      if (!ctx.report.ownColors && /(^|[;\s])background(-color)?\s*:/i.test(raw)) ctx.report.ownColors = true;
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

  bridge.provide("sanitizer.css", { cleanStyleSheet, cleanStyleAttribute });
});
