// WebContentKit sanitizer, part 5 of 7: where the styles of a document's head keep their text, found by the HTML
// tokenizer's own rules. See sanitizer.js for the decisions.
//
// A document parses each <style> sheet as it builds the tree, which is most of what parsing an e-mail template's
// head costs, and the sanitizer reads the sheets' text only. sanitizer-parse.js parses a head without its styles'
// text and gives each its text back once the tree is out of the document. This part says where that text is:
// it follows the tokenizer through the markup a head holds (a doctype, tags and their attributes, comments, a
// title's RCDATA, a style's raw text) and gives up on anything the tokenizer reads some other way (a script, a
// template, foreign content, other raw text), or that does not end. sanitizer-parse.js checks the tree it gets
// against what this part found.
//
// Uses nothing; provides "sanitizer.head" (styleTexts).
globalThis.WebContentBridge.withParts([], "sanitizer.head", (bridge) => {
  "use strict";
  // The tokenizer's steps: a tag's attribute name, the "=" before its value, an unquoted value, the end of raw or
  // RCDATA text, a comment's end.
  const ATTRIBUTE_NAME = /[^\t\n\f\r \/>][^\t\n\f\r \/>=]*/y;
  const ATTRIBUTE_EQUALS = /[\t\n\f\r ]*=[\t\n\f\r ]*/y;
  const UNQUOTED_VALUE = /[^\t\n\f\r >]*/y;
  const SPACES = /[\t\n\f\r ]*/y;
  const TAG_NAME = /[A-Za-z][^\t\n\f\r \/>]*/y;
  const STYLE_END = /<\/style[\t\n\f\r \/>]/gi;
  const TITLE_END = /<\/title[\t\n\f\r \/>]/gi;
  const TEXTAREA_END = /<\/textarea[\t\n\f\r \/>]/gi;
  const COMMENT_END = /--!?>/g;
  // Start tags after which the tokenizer reads on in a way styleTexts does not follow: those documents are not
  // split. A <noscript> is read as markup (documents parsed here run no scripts), so it is followed.
  const UNFOLLOWED =
    new Set(["script", "template", "svg", "math", "xmp", "iframe", "noembed", "noframes", "plaintext"]);

  // The offset just after the start or end tag whose name ends at `at`, or -1 when it does not end (the
  // tokenizer's attribute states: a quoted value runs to its quote, an unquoted one to a space or ">").
  function tagEnd(text, at) {
    for (;;) {
      SPACES.lastIndex = at;
      SPACES.test(text);
      at = SPACES.lastIndex;
      const c = text[at];
      if (c === ">") return at + 1;
      if (c === undefined) return -1;
      if (c === "/") {
        at++;
        continue;
      }
      ATTRIBUTE_NAME.lastIndex = at;
      ATTRIBUTE_NAME.test(text);
      ATTRIBUTE_EQUALS.lastIndex = at = ATTRIBUTE_NAME.lastIndex;
      if (!ATTRIBUTE_EQUALS.test(text)) continue;
      at = ATTRIBUTE_EQUALS.lastIndex;
      const quote = text[at];
      if (quote === "\"" || quote === "'") {
        at = text.indexOf(quote, at + 1);
        if (at < 0) return -1;
        at++;
      } else {
        UNQUOTED_VALUE.lastIndex = at;
        UNQUOTED_VALUE.test(text);
        at = UNQUOTED_VALUE.lastIndex;
      }
    }
  }

  // Where `pattern` (global) first matches in `text` from `at`, or -1.
  function find(pattern, text, at) {
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    return match === null ? -1 : match.index;
  }

  /**
   * The raw text of each <style> in `text` (markup before a body), in order, as [start, end] offsets: the HTML
   * tokenizer's own rules for the markup a head holds (tags, comments, a doctype, titles); null for anything it
   * reads some other way or that does not end. A document parses these styles' sheets as it builds the tree,
   * which is most of what parsing a template's head costs; the split parses the head without their text.
   */
  function styleTexts(text) {
    const spans = [];
    for (let at = text.indexOf("<"); at >= 0; at = text.indexOf("<", at)) {
      const c = text[at + 1];
      let end;
      if (text.startsWith("<!--", at)) {
        // "<!-->" and "<!--->" end where they start; any other comment at its first "-->" or "--!>".
        if (text[at + 4] === ">" || text.startsWith("->", at + 4)) return null;
        COMMENT_END.lastIndex = at + 4;
        end = COMMENT_END.exec(text) === null ? -1 : COMMENT_END.lastIndex;
      } else if (c === "!" || c === "?" || (c === "/" && !/[A-Za-z>]/.test(text[at + 2] || ""))) {
        // A doctype, or a bogus comment: both end at the first ">".
        end = text.indexOf(">", at + 2);
        if (end >= 0) end++;
      } else if (c === "/" && text[at + 2] === ">") {
        end = at + 3;
      } else {
        const close = c === "/" ? 1 : 0;
        TAG_NAME.lastIndex = at + 1 + close;
        if (!TAG_NAME.test(text)) {
          at++;
          continue;
        }
        const name = text.slice(at + 1 + close, TAG_NAME.lastIndex).toLowerCase();
        end = tagEnd(text, TAG_NAME.lastIndex);
        if (end >= 0 && close === 0) {
          if (UNFOLLOWED.has(name)) return null;
          const closing =
            name === "style" ? STYLE_END : name === "title" ? TITLE_END : name === "textarea" ? TEXTAREA_END : null;
          if (closing !== null) {
            const stop = find(closing, text, end);
            if (stop < 0) return null;
            if (closing === STYLE_END) spans.push([end, stop]);
            end = stop;
          }
        }
      }
      if (end < 0) return null;
      at = end;
    }
    return spans;
  }

  bridge.provide("sanitizer.head", { styleTexts });
});
