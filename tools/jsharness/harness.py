#!/usr/bin/python3
"""Dev harness for WebContentKit's page scripts in a real WebKitGTK 6.0 web view (not a test of record).

Installs Resources/js/{bridge,events,sanitizer-*,sanitizer,steps}.js as document-start user scripts in the isolated
"webcontentkit" world, registers the "wck" message handler with reply in that world, loads a shell page from a
custom scheme (with or without a CSP response header) and runs render steps through
call_async_javascript_function in that world, as the Swift adapter does.

Run under a display:  xvfb-run -a /usr/bin/python3 tools/jsharness/harness.py <command>
Commands: smoke, xss, corpus, bridge, all.
"""
import http.server
import json
import os
import re
import sys
import threading
import time

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("WebKit", "6.0")
gi.require_version("Soup", "3.0")
gi.require_version("JavaScriptCore", "6.0")
from gi.repository import GLib, Gio, Gtk, JavaScriptCore, Soup, WebKit  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
RESOURCES = os.path.join(ROOT, "Sources", "WebContentCore", "Resources")
CORPUS = os.environ.get("WCK_CORPUS", os.path.join(ROOT, "..", "shared", "corpus"))
SCRIPTS = ["js/bridge.js", "js/events.js", "js/sanitizer-policy.js", "js/sanitizer-urls.js", "js/sanitizer-css.js",
           "js/sanitizer.js", "js/steps.js"]
WORLD = "webcontentkit"
CALL = "return await WebContentBridge.invoke(name, JSON.parse(payload));"


def read(path):
    with open(path, encoding="utf-8", errors="replace") as handle:
        return handle.read()


def shell_page(csp_meta=None):
    css = read(os.path.join(RESOURCES, "css", "shell.css")) + read(os.path.join(RESOURCES, "css", "theme.css"))
    meta = f'<meta http-equiv="Content-Security-Policy" content="{csp_meta}">' if csp_meta else ""
    return (f'<!doctype html><html><head><meta charset="utf-8">{meta}'
            f'<meta name="viewport" content="width=device-width, initial-scale=1"><style>{css}</style></head>'
            f'<body><main id="wck-content"></main></body></html>')


class Tripwire(http.server.BaseHTTPRequestHandler):
    """Loopback server: counts every request that reaches it."""
    hits = []

    def do_GET(self):  # noqa: N802
        Tripwire.hits.append(self.path)
        body = bytes.fromhex("47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b")
        self.send_response(200)
        self.send_header("Content-Type", "image/gif")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def start_tripwire():
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Tripwire)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


class Harness:
    scheme_registered = False
    current = None

    def __init__(self, javascript=True, csp=None, width=390, height=700):
        self.dialogs = []
        self.events = []
        self.navigations = []
        self.csp = csp
        self.shell = shell_page()
        ucm = WebKit.UserContentManager()
        for name in SCRIPTS:
            script = WebKit.UserScript.new_for_world(
                read(os.path.join(RESOURCES, name)), WebKit.UserContentInjectedFrames.TOP_FRAME,
                WebKit.UserScriptInjectionTime.START, WORLD, None, None)
            ucm.add_script(script)
        ucm.register_script_message_handler_with_reply("wck", WORLD)
        ucm.connect("script-message-with-reply-received::wck", self.on_message)
        self.view = WebKit.WebView(user_content_manager=ucm)
        settings = self.view.get_settings()
        settings.set_enable_javascript_markup(javascript)
        settings.set_enable_developer_extras(False)
        self.view.connect("script-dialog", self.on_dialog)
        self.view.connect("print", lambda *a: (self.dialogs.append("print"), True)[1])
        self.view.connect("decide-policy", self.on_policy)
        Harness.current = self
        if not Harness.scheme_registered:
            # One registration per web context; the newest harness serves the shell.
            self.view.get_context().register_uri_scheme("wckshell", lambda request: Harness.current.on_scheme(request))
            Harness.scheme_registered = True
        self.window = Gtk.Window()
        self.window.set_decorated(False)
        self.window.set_default_size(width, height)
        self.window.set_child(self.view)
        self.window.present()
        self.loaded = False
        self.view.connect("load-changed", self.on_load)

    # -- engine plumbing --
    def on_scheme(self, request):
        if request.get_path() in ("/", "/shell"):
            data = self.shell.encode()
            stream = Gio.MemoryInputStream.new_from_bytes(GLib.Bytes.new(data))
            response = WebKit.URISchemeResponse.new(stream, len(data))
            response.set_content_type("text/html")
            headers = Soup.MessageHeaders.new(Soup.MessageHeadersType.RESPONSE)
            if self.csp:
                headers.append("Content-Security-Policy", self.csp)
            response.set_http_headers(headers)
            request.finish_with_response(response)
        else:
            request.finish_error(GLib.Error.new_literal(Gio.io_error_quark(), "not found", Gio.IOErrorEnum.NOT_FOUND))

    def on_load(self, view, event):
        if event == WebKit.LoadEvent.FINISHED:
            self.loaded = True

    def on_policy(self, view, decision, kind):
        if kind == WebKit.PolicyDecisionType.NAVIGATION_ACTION:
            uri = decision.get_navigation_action().get_request().get_uri()
            if uri.startswith("wckshell:"):
                decision.use()
            else:
                self.navigations.append(uri)
                decision.ignore()
            return True
        if kind == WebKit.PolicyDecisionType.NEW_WINDOW_ACTION:
            self.navigations.append(decision.get_navigation_action().get_request().get_uri())
            decision.ignore()
            return True
        return False

    def on_dialog(self, view, dialog):
        self.dialogs.append(dialog.get_message())
        return True  # handled: nothing is shown

    def on_message(self, manager, value, reply):
        """A Python stand-in for PageMessageRouter: events are recorded, "echo" echoes, others error."""
        raw = value.to_json(0)
        try:
            message = json.loads(raw)
            answers = [self.answer(m) for m in message["batch"]] if "batch" in message else self.answer(message)
        except Exception as error:  # noqa: BLE001
            answers = {"error": {"name": "Malformed", "message": str(error)}}
        # Answer as JSON text (what the Swift router returns); the bridge also accepts a parsed value.
        reply.return_value(JavaScriptCore.Value.new_string(value.get_context(), json.dumps(answers)))
        return True

    def answer(self, message):
        if "event" in message:
            self.events.append(message["event"])
            return {"ok": True}
        if message.get("send") == "echo":
            return {"result": message.get("payload")}
        return {"error": {"name": "UnknownHandler", "message": str(message.get("send"))}}

    def pump(self, seconds):
        end = time.monotonic() + seconds
        context = GLib.MainContext.default()
        while time.monotonic() < end:
            context.iteration(False)
            time.sleep(0.001)

    def wait(self, predicate, timeout=10.0):
        end = time.monotonic() + timeout
        context = GLib.MainContext.default()
        while not predicate() and time.monotonic() < end:
            context.iteration(True)
        return predicate()

    def load_shell(self):
        self.loaded = False
        self.view.load_uri("wckshell://content/shell")
        if not self.wait(lambda: self.loaded, 15):
            raise RuntimeError("shell did not load")
        self.pump(0.05)

    def call(self, body, arguments=None, world=WORLD, timeout=30.0):
        """call_async_javascript_function in a world; returns (value, error)."""
        box = {}
        args = GLib.Variant("a{sv}", {k: GLib.Variant("s", v) for k, v in (arguments or {}).items()})

        def done(view, result):
            try:
                value = view.call_async_javascript_function_finish(result)
                box["value"] = json.loads(value.to_json(0) or "null") if not value.is_undefined() else None
            except GLib.Error as error:
                box["error"] = error.message

        self.view.call_async_javascript_function(body, -1, args, world, None, None, done)
        if not self.wait(lambda: box, timeout):
            return None, "timeout"
        return box.get("value"), box.get("error")

    def step(self, name, payload):
        return self.call(CALL, {"name": name, "payload": json.dumps(payload)})
