// WebContentKit print header: a message's subject, sender and date above its content, only while it prints.
//
// Uses "page". The header's text arrives as values and is set with textContent, never parsed as markup; the
// header exists only between "print.header" and "print.clear", so the content on screen, its height and find
// never see it.
globalThis.WebContentBridge.withParts(["page"], (bridge, page) => {
  "use strict";
  const { document: doc } = globalThis;

  const {
    createElement, createTextNode, getElementById: getById, insertBefore, appendChild, remove, setAttribute,
    setTextContent: setText, getFirstChild,
  } = page.dom;

  const ID = "wck-print-header";
  const MAX_TEXT = 2000;

  function clear() {
    const old = getById.call(doc, ID);
    if (old) remove.call(old);
  }

  function line(parent, label, value) {
    if (typeof value !== "string" || !value) return 0;
    const row = createElement.call(doc, "div");
    setAttribute.call(row, "class", "wck-print-line");
    const name = createElement.call(doc, "span");
    setAttribute.call(name, "class", "wck-print-label");
    setText.call(name, label);
    appendChild.call(row, name);
    appendChild.call(row, createTextNode.call(doc, value.slice(0, MAX_TEXT)));
    appendChild.call(parent, row);
    return 1;
  }

  bridge.register("print.header", (payload) => {
    clear();
    const fields = payload && typeof payload === "object" ? payload : {};
    const header = createElement.call(doc, "header");
    setAttribute.call(header, "id", ID);
    let lines = 0;
    if (typeof fields.subject === "string" && fields.subject) {
      const subject = createElement.call(doc, "h1");
      setAttribute.call(subject, "class", "wck-print-subject");
      setText.call(subject, fields.subject.slice(0, MAX_TEXT));
      appendChild.call(header, subject);
      lines += 1;
    }
    lines += line(header, "From: ", fields.from);
    lines += line(header, "To: ", fields.to);
    lines += line(header, "Date: ", fields.date);
    if (!lines) return { lines: 0 };
    const content = page.content();
    insertBefore.call(content, header, getFirstChild.call(content));
    return { lines };
  });

  bridge.register("print.clear", () => {
    clear();
    return true;
  });
});
