#!/usr/bin/python3
"""Quick checks of the bridge and the steps in a real web view: xvfb-run -a /usr/bin/python3 tools/jsharness/smoke.py"""
import json
import sys

from harness import Harness

h = Harness(javascript=True, csp="default-src 'none'; style-src 'unsafe-inline'; script-src 'none'; img-src data:")
h.load_shell()
print("handlers", h.call("return WebContentBridge.handlerNames();"))
print("page world sees bridge?", h.call("return typeof window.WebContentBridge;", world=None))
html = '<h1 id=x>Hi</h1><p>text <a href="/rel" target=_blank onclick="alert(1)">link</a></p><img src="https://t.example/a.png" width=1 height=1><img src="x.png"><style>p{color:red;background:url(http://x/y)} .a{position:fixed}</style>'
r, e = h.step("content.insert", {"html": html, "baseURL": "https://blog.example/post/", "generation": 7, "policy": "block"})
print("insert", r, e)
print("html", h.call("return document.getElementById('wck-content').innerHTML;")[0])
print("measure", h.step("layout.measure", {}))
print("collect", h.step("content.collect", {}))
print("settle", h.step("layout.settle", {"timeoutMs": 500}))
print("fit", h.step("layout.fitWidth", {"viewportWidth": 390}))
print("unknown", h.step("nope", {}))
print("throws", h.call("WebContentBridge.register('boom', () => { const e = new Error('bad thing'); e.name = 'BoomError'; throw e; }); return await WebContentBridge.invoke('boom', {});"))
print("send", h.call("const r = await Promise.all([1,2,3].map(i => WebContentBridge.send('echo', {i}))); return r;"))
print("send unknown", h.call("try { await WebContentBridge.send('nobody', 1); return 'resolved'; } catch (e) { return e.name + ': ' + e.message; }"))
h.pump(0.3)
print("events", json.dumps(h.events)[:600])
print("dialogs", h.dialogs, "navigations", h.navigations)
