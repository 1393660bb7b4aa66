#!/usr/bin/python3
"""Every corpus document (blog posts, e-mail templates, HTML parts of .eml) through the render steps.

- block: remote URLs are rewritten to a loopback tripwire server first; no request may reach it;
- allow: the same documents; images do reach it (proves the tripwire sees loads);
- heights: measured twice (after settle) must agree; content must shrink after a long document;
- throughput: WebContentSanitizer.sanitize over all documents in one page call (MB/s), against the floor
  (DOMParser parse + a walk over every element and attribute) in the same run.

xvfb-run -a /usr/bin/python3 tools/jsharness/corpus.py
"""
import email
import email.policy
import glob
import json
import os
import re
import sys
import time

from harness import CORPUS, Harness, Tripwire, start_tripwire

THROUGHPUT = """
const docs = JSON.parse(payload);
let bytes = 0;
for (const d of docs) bytes += d.length;
const floor = () => {
  for (const html of docs) {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const walker = doc.createTreeWalker(doc, NodeFilter.SHOW_ELEMENT);
    let n = 0;
    for (let el = walker.nextNode(); el; el = walker.nextNode()) { for (const a of el.attributes) n += a.value.length; }
  }
};
const ours = () => { for (const html of docs) WebContentSanitizer.sanitize(html, {baseURL: 'https://example.com/', policy: 'block'}, null); };
const adopted = () => { for (const html of docs) WebContentSanitizer.sanitize(html, {baseURL: 'https://example.com/', policy: 'block'}); };
const time = (fn) => { const t0 = performance.now(); fn(); return performance.now() - t0; };
floor(); ours(); adopted();
const rounds = 7, f = [], o = [], a = [];
for (let i = 0; i < rounds; i++) { f.push(time(floor)); o.push(time(ours)); a.push(time(adopted)); }
for (const list of [f, o, a]) list.sort((x, y) => x - y);
return {bytes, docs: docs.length, floorMs: f[3], sanitizerMs: o[3], adoptedMs: a[3]};
"""


def documents():
    docs = []
    for path in sorted(glob.glob(os.path.join(CORPUS, "blog", "**", "*.html"), recursive=True)):
        docs.append((os.path.relpath(path, CORPUS), open(path, encoding="utf-8", errors="replace").read()))
    for path in sorted(glob.glob(os.path.join(CORPUS, "email", "templates", "**", "*.html"), recursive=True)):
        docs.append((os.path.relpath(path, CORPUS), open(path, encoding="utf-8", errors="replace").read()))
    for path in sorted(glob.glob(os.path.join(CORPUS, "email", "eml", "*.eml"))):
        with open(path, "rb") as handle:
            message = email.message_from_binary_file(handle, policy=email.policy.default)
        for part in message.walk():
            if part.get_content_type() == "text/html":
                try:
                    docs.append((os.path.relpath(path, CORPUS), part.get_content()))
                except Exception:  # noqa: BLE001
                    pass
                break
    return docs


def to_tripwire(html, port):
    return re.sub(r"https?://[^\s\"'()<>]+", lambda m: f"http://127.0.0.1:{port}/{abs(hash(m.group(0))) % 10**8}.png", html)


def main():
    docs = documents()
    server = start_tripwire()
    port = server.server_address[1]
    h = Harness(javascript=False, csp=None)
    h.load_shell()
    results = {}
    only_throughput = sys.argv[1:] == ["throughput"]
    for policy in () if only_throughput else ("block", "allow"):
        Tripwire.hits.clear()
        heights, unstable, errors, blocked, trackers = [], [], [], 0, 0
        for index, (name, html) in enumerate(docs):
            payload = {"html": to_tripwire(html, port), "baseURL": "https://example.com/", "generation": index + 1,
                       "policy": policy}
            report, error = h.step("content.insert", payload)
            if error:
                errors.append((name, error))
                continue
            blocked += report["remote"]["blocked"]
            trackers += report["remote"]["trackers"]
            h.step("layout.fitWidth", {"viewportWidth": 390})
            h.step("layout.settle", {"timeoutMs": 1500})
            first, _ = h.step("layout.measure", {})
            h.pump(0.02)
            second, _ = h.step("layout.measure", {})
            heights.append(first["height"])
            if first != second:
                unstable.append((name, first, second))
        h.pump(0.5)
        results[policy] = dict(hits=len(Tripwire.hits), errors=errors, unstable=unstable, blocked=blocked,
                               trackers=trackers, heights=heights)
        print(f"[{policy}] docs={len(docs)} tripwire requests={len(Tripwire.hits)} blocked={blocked} "
              f"trackers={trackers} errors={len(errors)} unstable heights={len(unstable)} "
              f"height min/median/max={min(heights)}/{sorted(heights)[len(heights)//2]}/{max(heights)}")
        for item in errors[:5] + unstable[:5]:
            print("   ", item)
    if only_throughput:
        throughput(h, docs)
        return
    # Shrinking: a long document then a short one.
    h.step("content.insert", {"html": "<p>x</p>" * 400, "generation": 9000, "policy": "block"})
    tall, _ = h.step("layout.measure", {})
    h.step("content.insert", {"html": "<p>x</p>", "generation": 9001, "policy": "block"})
    short, _ = h.step("layout.measure", {})
    h.pump(0.3)
    sizes = [e for e in h.events if e.get("type") == "size" and e.get("generation") in (9000, 9001)]
    print(f"shrink: tall={tall} short={short} size events={sizes[-2:]}")
    throughput(h, docs)
    server.shutdown()
    ok = results["block"]["hits"] == 0 and results["allow"]["hits"] > 0 and not results["block"]["errors"]
    sys.exit(0 if ok else 1)


def throughput(h, docs):
    """Sanitizer against the parse-and-walk floor over the blog and template documents, in one page call."""
    corpus = [html for name, html in docs if not name.endswith(".eml")]
    value, error = h.call("return (function(){" + THROUGHPUT + "})();", {"payload": json.dumps(corpus)}, timeout=300)
    if error:
        print("throughput error", error)
    else:
        mb = value["bytes"] / 1e6
        print(f"throughput: {value['docs']} docs, {mb:.2f} MB (UTF-16 chars/1e6); sanitizer {mb / (value['sanitizerMs'] / 1000):.1f} MB/s "
              f"({value['sanitizerMs']:.0f} ms), floor {mb / (value['floorMs'] / 1000):.1f} MB/s ({value['floorMs']:.0f} ms), "
              f"ratio sanitizer/floor time {value['sanitizerMs'] / value['floorMs']:.2f}x; with adoption into the page "
              f"{mb / (value['adoptedMs'] / 1000):.1f} MB/s ({value['adoptedMs'] / value['floorMs']:.2f}x floor)")


if __name__ == "__main__":
    main()
