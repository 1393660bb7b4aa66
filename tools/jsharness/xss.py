#!/usr/bin/python3
"""Every XSS corpus payload through content.insert with page JavaScript ON, and the same payloads inserted raw
(innerHTML, no sanitizer) as the negative control. A canary counts alert/confirm/prompt/print (script-dialog and
print signals). Interactions are simulated (click, mouseover, focus, load, error ... dispatched on every element),
so handlers that need a gesture count too.

xvfb-run -a /usr/bin/python3 tools/jsharness/xss.py [limit]
"""
import glob
import json
import os
import sys

from harness import CORPUS, Harness

POKE = """
const main = document.getElementById('wck-content');
const kinds = ['click', 'mouseover', 'mouseenter', 'mousemove', 'mousedown', 'mouseup', 'focus', 'focusin',
  'blur', 'load', 'error', 'animationstart', 'transitionend', 'toggle', 'input', 'change', 'pointerover'];
let count = 0;
for (const el of main.querySelectorAll('*')) {
  for (const kind of kinds) { try { el.dispatchEvent(new Event(kind, {bubbles: true})); count++; } catch (e) {} }
  if (el.localName === 'a' || el.localName === 'area') { try { el.click(); } catch (e) {} }
}
return count;
"""
RAW_INSERT = "document.getElementById('wck-content').innerHTML = JSON.parse(payload).html; return true;"
IDEMPOTENT = """
const main = document.getElementById('wck-content');
const first = main.innerHTML;
const { fragment } = WebContentSanitizer.sanitize(first, JSON.parse(payload));
const box = document.createElement('template');
box.content.appendChild(fragment);
return box.innerHTML === first ? null : [first.slice(0, 300), box.innerHTML.slice(0, 300)];
"""
# What must never be in the live content: checked on the DOM (attributes and elements), not on text.
AUDIT = """
const bad = [];
const tags = /^(script|iframe|frame|object|embed|applet|svg|math|base|meta|link|form|input|button|textarea|select|template|noscript)$/;
for (const el of document.getElementById('wck-content').querySelectorAll('*')) {
  if (tags.test(el.localName) || el.namespaceURI !== 'http://www.w3.org/1999/xhtml') bad.push('element ' + el.localName);
  for (const attr of el.attributes) {
    const value = attr.value.replace(/[\\u0000-\\u0020]/g, '').toLowerCase();
    if (/^on/.test(attr.name)) bad.push('attribute ' + attr.name);
    if (/^(href|src|srcset|poster|background|cite|action|formaction|xlink:href|data|usemap)$/.test(attr.name) &&
        /(javascript|vbscript|livescript):|data:text\\/html/.test(value)) bad.push(attr.name + '=' + value.slice(0, 60));
  }
  const position = el.style && el.style.position;
  if (position === 'fixed' || position === 'sticky') bad.push('position ' + position);
}
return bad;
"""
UNUSED = [r"<script", r"\son[a-z]+\s*=", r"javascript:", r"vbscript:", r"data:text/html", r"<iframe", r"<object",
             r"<embed", r"<svg", r"<math", r"<base", r"<meta", r"<link", r"<form", r"<input", r"position:\s*(fixed|sticky)"]


def payloads(limit=None):
    items = []
    for path in sorted(glob.glob(os.path.join(CORPUS, "xss", "*.json"))):
        with open(path, encoding="utf-8") as handle:
            for item in json.load(handle):
                if isinstance(item.get("payload"), str):
                    items.append((item["id"], item["payload"]))
    return items[:limit] if limit else items


def run(items, sanitized):
    import re
    h = Harness(javascript=True, csp=None)
    h.load_shell()
    fired, errors, not_idempotent, forbidden = [], [], [], []
    options = {"baseURL": "wckshell://content/", "policy": "allow"}
    for index, (ident, payload) in enumerate(items):
        before = len(h.dialogs)
        data = dict(options, html=payload, generation=index + 1)
        if sanitized:
            _, error = h.step("content.insert", data)
        else:
            _, error = h.call(RAW_INSERT, {"payload": json.dumps(data)})
        if error:
            errors.append((ident, error))
        h.pump(0.05)
        h.call(POKE)
        h.pump(0.1)
        if sanitized:
            diff, _ = h.call(IDEMPOTENT, {"payload": json.dumps(options)})
            if diff:
                not_idempotent.append((ident, diff))
            found, _ = h.call(AUDIT)
            for what in found or []:
                forbidden.append((ident, what))
        if len(h.dialogs) > before:
            fired.append((ident, h.dialogs[before:]))
        if h.navigations:
            h.navigations.clear()
        present, _ = h.call("return !!document.getElementById('wck-content') && !!document.body;")
        if not h.loaded or not present:
            h.load_shell()
    h.pump(0.5)
    return fired, errors, not_idempotent, forbidden, h


def main():
    limit = int(sys.argv[1]) if len(sys.argv) > 1 else None
    items = payloads(limit)
    fired, errors, not_idempotent, forbidden, _ = run(items, sanitized=True)
    control, control_errors, _, _, _ = run(items, sanitized=False)
    print(f"payloads tried: {len(items)}")
    print(f"executed under the sanitizer: {len(fired)} {fired[:10]}")
    print(f"fired in the control (raw innerHTML): {len(control)}")
    print(f"insert errors: {len(errors)} {errors[:5]}")
    print(f"not idempotent: {len(not_idempotent)}")
    for ident, diff in not_idempotent[:8]:
        print("  ", ident, json.dumps(diff)[:400])
    print(f"forbidden patterns in output: {len(forbidden)} {forbidden[:10]}")
    sys.exit(1 if fired or not control else 0)


if __name__ == "__main__":
    main()
