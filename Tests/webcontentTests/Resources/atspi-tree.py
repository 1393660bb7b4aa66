#!/usr/bin/python3
"""Reads what a screen reader gets from `webcontent view`: the web process's AT-SPI tree, as JSON.

Usage: atspi-tree.py WEBCONTENT FILE
       atspi-tree.py --window WEBCONTENT FOLDER
       atspi-tree.py --pages WEBCONTENT FOLDER [-- VIEW ARGUMENTS...]

With --window it reads the reader window's own tree instead (GTK's objects: header bar, thread list, message
cards, panel) as {"nodes": [{"depth", "role", "name"}], "tabs": [{"role", "name"}]}, where "tabs" is what holds
the keyboard focus after each of 14 presses of Tab (the focused object AT-SPI reports, found by its state).

With --pages it starts the reader with the arguments after `--` (its size, --expand all ...), pages down to the
thread's last message and counts the web pages still alive: WebKit registers one accessible root per web page,
and a closed page's root goes with it, so the count is read from the web processes, not from the reader. Prints
{"pagesAtEnd", "shown", "maxPages", "placements", "live", "settled"} (see `pages`).

Starts a private desktop session (Xvfb, a session bus with its own XDG_RUNTIME_DIR, and the accessibility bus
at-spi2-core's launcher gives it), runs `webcontent view --events FILE` in it, waits for the window's "ready"
event, then walks every object WebKit's web process registered under /org/a11y/webkit/accessible over plain
D-Bus (Gio), and prints {"nodes": [{"depth", "role", "name"}]}. Everything it started is stopped by process id
before it exits.

Plain D-Bus, not libatspi or pyatspi: GTK 4.8 does not plug the web process's tree into the window's, so the
tree is found by its object path, and WebKit 2.50.6's web process dies on GetRoleName for a table cell, so roles
are read as numbers (GetRole) and named from at-spi2-core's AtspiRole enumeration here.
"""
import json
import os
import select
import shutil
import subprocess
import sys
import tempfile
import time

from gi.repository import Gio, GLib

# AtspiRole values (atspi-constants.h) of the roles the test reads; others are reported by number.
ROLES = {
    10: "column header", 20: "filler", 27: "image", 39: "panel", 49: "scroll pane", 55: "table", 56: "table cell",
    61: "text", 73: "paragraph", 81: "caption", 83: "heading", 85: "section", 88: "link", 90: "table row",
    95: "document web", 110: "landmark",
}
FLAGS = Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION
MAX_NODES = 2000


def connect(address):
    return Gio.DBusConnection.new_for_address_sync(address, FLAGS, None, None)


def call(bus, name, path, interface, method, args=None, signature=None, timeout=5000):
    reply = GLib.VariantType(signature) if signature else None
    return bus.call_sync(name, path, interface, method, args, reply, 0, timeout, None).unpack()


def owner_pid(bus, name):
    try:
        return call(bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                    "GetConnectionUnixProcessID", GLib.Variant("(s)", (name,)), "(u)")[0]
    except GLib.Error:
        return None


def current_roots(bus):
    """The (bus name, path) of each root the web processes have registered now: one per live web page."""
    roots = []
    names = call(bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "ListNames")[0]
    for name in names:
        if not name.startswith(":"):
            continue
        try:
            xml = call(bus, name, "/org/a11y/webkit/accessible", "org.freedesktop.DBus.Introspectable",
                       "Introspect", None, "(s)", 2000)[0]
        except GLib.Error:
            continue  # not a web process, or one that exited meanwhile
        for node in Gio.DBusNodeInfo.new_for_xml(xml).nodes:
            roots.append((name, "/org/a11y/webkit/accessible/" + node.path))
    return roots


def web_roots(bus, deadline):
    """The (bus name, path) of each root the web processes registered, once there is one."""
    while time.time() < deadline:
        roots = current_roots(bus)
        if roots:
            return roots
        time.sleep(0.25)
    return []


def accessible_name(bus, name, path):
    """The accessible name of the object at `path`."""
    return call(bus, name, path, "org.freedesktop.DBus.Properties", "Get",
                GLib.Variant("(ss)", ("org.a11y.atspi.Accessible", "Name")), "(v)")[0]


def walk(bus, name, path, depth, nodes, window=False):
    """Every object below `path`. In the web process, roles by number (GetRoleName kills it on a table cell); in
    the window (GTK's own objects), by name."""
    if len(nodes) >= MAX_NODES:
        return
    if window:
        role = call(bus, name, path, "org.a11y.atspi.Accessible", "GetRoleName", None, "(s)")[0]
    else:
        number = call(bus, name, path, "org.a11y.atspi.Accessible", "GetRole", None, "(u)")[0]
        role = ROLES.get(number, str(number))
    label = accessible_name(bus, name, path)
    nodes.append({"depth": depth, "role": role, "name": label})
    for child_name, child_path in call(bus, name, path, "org.a11y.atspi.Accessible", "GetChildren", None,
                                       "(a(so))")[0]:
        walk(bus, child_name or name, child_path, depth + 1, nodes, window)


def focused_nodes(bus, name, path, found):
    """The objects below `path` that hold the focus (ATSPI_STATE_FOCUSED, bit 12), with their role and name: two calls
    an object (its state and its children), the role and name only for the focused, so a walk after each key costs
    half a full one."""
    states = call(bus, name, path, "org.a11y.atspi.Accessible", "GetState", None, "(au)")[0]
    if states[0] & (1 << 12):
        role = call(bus, name, path, "org.a11y.atspi.Accessible", "GetRoleName", None, "(s)")[0]
        label = accessible_name(bus, name, path)
        found.append({"role": role, "name": label})
    for child_name, child_path in call(bus, name, path, "org.a11y.atspi.Accessible", "GetChildren", None,
                                       "(a(so))")[0]:
        focused_nodes(bus, child_name or name, child_path, found)
    return found


def app_root(bus, pid, deadline):
    """The (bus name, path) of the accessible application process `pid` registered with the registry."""
    while time.time() < deadline:
        for name, path in call(bus, "org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root",
                               "org.a11y.atspi.Accessible", "GetChildren", None, "(a(so))")[0]:
            if owner_pid(bus, name) == pid:
                return name, path
        time.sleep(0.25)
    return None


def window_tree(a11y, view, env):
    """The window's tree, then what is focused after each Tab."""
    root = app_root(a11y, view.pid, time.time() + 15)
    if root is None:
        return {"error": "the reader never registered with the accessibility registry"}
    nodes = []
    walk(a11y, root[0], root[1], 0, nodes, window=True)
    window = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", "WebContentKit reader"],
                            env=env, stdout=subprocess.PIPE, text=True, timeout=30).stdout.split()[0]
    tabs = []
    for _ in range(14):
        subprocess.run(["xdotool", "key", "--window", window, "Tab"], env=env, timeout=30)
        time.sleep(0.4)
        focused = focused_nodes(a11y, root[0], root[1], [])
        tabs.append(focused[-1] if focused else None)
    # Ctrl+T: the current message as text in the panel; what AT-SPI's Text interface gives of each text object.
    subprocess.run(["xdotool", "key", "--window", window, "ctrl+t"], env=env, timeout=30)
    texts = []
    for _ in range(20):
        time.sleep(0.5)
        texts = text_objects(a11y, root[0], root[1])
        if texts:
            break
    return {"nodes": nodes, "tabs": tabs, "texts": texts}


def text_objects(bus, name, path, found=None):
    """Every text object ("text" or, in GTK 4.8, "text box") below `path` that has a name: its name, its text and whether it holds
    the focus."""
    found = [] if found is None else found
    role = call(bus, name, path, "org.a11y.atspi.Accessible", "GetRoleName", None, "(s)")[0]
    if role in ("text", "text box"):
        label = accessible_name(bus, name, path)
        if label:
            text = call(bus, name, path, "org.a11y.atspi.Text", "GetText", GLib.Variant("(ii)", (0, -1)), "(s)")[0]
            states = call(bus, name, path, "org.a11y.atspi.Accessible", "GetState", None, "(au)")[0]
            found.append({"name": label, "text": text, "focused": bool(states[0] & (1 << 12))})
    for child_name, child_path in call(bus, name, path, "org.a11y.atspi.Accessible", "GetChildren", None,
                                       "(a(so))")[0]:
        text_objects(bus, child_name or name, child_path, found)
    return found


class Events:
    """The reader's event lines (`--events`: a JSON object a line) as they come, read straight from its pipe."""

    def __init__(self, process):
        self.stream, self.buffer, self.seen = process.stdout, b"", []

    def read(self, timeout):
        """Whatever came within `timeout` seconds; False once the reader closed its output."""
        readable, _, _ = select.select([self.stream], [], [], timeout)
        if not readable:
            return True
        chunk = os.read(self.stream.fileno(), 65536)
        if not chunk:
            return False
        *lines, self.buffer = (self.buffer + chunk).split(b"\n")
        for line in lines:
            try:
                self.seen.append(json.loads(line))
            except ValueError:
                pass  # a line of the reader's own that is not an event
        return True

    def named(self, name):
        return [event for event in self.seen if event.get("event") == name]

    def next(self, name, skipping, deadline):
        """The event named `name` after `skipping` of them, once it came; None if it did not by `deadline`."""
        while len(self.named(name)) <= skipping:
            if time.time() >= deadline or not self.read(min(1.0, max(0.0, deadline - time.time()))):
                return None
        return self.named(name)[skipping]


def pages(a11y, events, ready, env):
    """Pages down the thread until its last message was shown, then counts the web pages alive (one AT-SPI root
    each, in whichever web process holds it): {"pagesAtEnd", "shown", "maxPages", "placements", "live", "settled"}.

    Each Page_Down is pressed once the reader placed its engines for the one before and their renders finished
    ("visible" with nothing "rendering"), so no screen is skipped; the roots are counted after each placement too.
    A closed page's root goes when its web process has handled the close, a moment after the placement: at the end the
    roots are counted again until they agree with the reader's last placement ("settled"), or for 30 s (a bound for
    a loaded machine, not a measurement). The reader's word only ends the wait early: what is reported is the count.
    """
    window = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", "WebContentKit reader"],
                            env=env, stdout=subprocess.PIPE, text=True, timeout=30).stdout.split()[0]
    count, placements = len(ready.get("messages", [])), []
    ends = time.time() + 120  # the paging's bound: with the settling's, under the test's limit for the run
    for _ in range(80):
        if time.time() > ends or any(count - 1 in event.get("live", []) for event in events.named("visible")):
            break
        before = len(events.named("visible"))
        subprocess.run(["xdotool", "key", "--window", window, "Page_Down"], env=env, timeout=30)
        # Up to 10 s for the placement and the renders it started (a bound for a loaded machine); a press that moved
        # no engine has none.
        deadline = time.time() + 10
        while (event := events.next("visible", before, deadline)) is not None:
            before += 1
            if not event.get("rendering"):
                placements.append(len(current_roots(a11y)))
                break
    deadline = time.time() + 30
    alive, live = len(current_roots(a11y)), None
    while time.time() < deadline:
        visible = events.named("visible")
        live = len(visible[-1].get("live", [])) if visible else None
        if alive == live:
            break
        # A later placement, or a quarter of a second for the web processes to catch up.
        if not events.read(0.25):
            time.sleep(0.25)  # the reader has gone: its output says nothing more
        alive = len(current_roots(a11y))
    shown = {message["index"] for message in ready.get("messages", []) if message.get("live")}
    for event in events.named("visible"):
        shown |= set(event.get("live", []))
    return {"pagesAtEnd": alive, "shown": len(shown), "maxPages": max(placements + [alive]),
            "placements": placements, "live": live, "settled": alive == live}


def main():
    arguments, extra = sys.argv[1:], []
    if "--" in arguments:
        arguments, extra = arguments[:arguments.index("--")], arguments[arguments.index("--") + 1:]
    window_mode, pages_mode = arguments[0] == "--window", arguments[0] == "--pages"
    webcontent, document = arguments[-2], arguments[-1]
    started = []
    runtime = tempfile.mkdtemp(prefix="wck-atspi-")
    env = {key: value for key, value in os.environ.items()
           if key not in ("DISPLAY", "WAYLAND_DISPLAY", "GTK_A11Y", "NO_AT_BRIDGE", "WEBKIT_A11Y_BUS_ADDRESS",
                          "DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS")}
    env["XDG_RUNTIME_DIR"] = runtime
    try:
        # A display of the session's own (not the package's): on it the package leaves accessibility on.
        read, write = os.pipe()
        xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x1024x24", "-nolisten",
                                 "tcp"], pass_fds=[write], stderr=subprocess.DEVNULL)
        started.append(xvfb)
        os.close(write)
        env["DISPLAY"] = ":" + os.read(read, 64).decode().strip()
        bus = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--nopidfile", "--print-address=1"],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env, text=True)
        started.append(bus)
        env["DBUS_SESSION_BUS_ADDRESS"] = bus.stdout.readline().strip()
        session = connect(env["DBUS_SESSION_BUS_ADDRESS"])
        # Activates at-spi-bus-launcher, which starts the accessibility bus (and, on first use, the registry).
        address = call(session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None, "(s)",
                       10000)[0]
        size = ["--size", "1000x700" if window_mode else "700x1000"] if not pages_mode else []
        view = subprocess.Popen([webcontent, "view", "--events"] + size + extra + [document],
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
        started.append(view)
        events = Events(view)
        # A bound for a loaded machine, not a measurement (the twenty light messages of --pages take a second or two).
        ready = events.next("ready", 0, time.time() + (120 if pages_mode else 40))
        if ready is None:
            print(json.dumps({"error": "the window never said ready"}))
            return 1
        a11y = connect(address)
        if pages_mode:
            print(json.dumps(pages(a11y, events, ready, env)))
            return 0
        if window_mode:
            print(json.dumps(window_tree(a11y, view, env)))
            return 0
        roots = web_roots(a11y, time.time() + 15)
        nodes = []
        for name, path in roots:
            walk(a11y, name, path, 0, nodes)
        print(json.dumps({"roots": len(roots), "nodes": nodes}))
        return 0
    finally:
        # Bus activation started the launcher, its bus and the registry: they are stopped by process id too.
        helpers = activated(locals().get("session"), locals().get("a11y"))
        for process in reversed(started):
            process.terminate()
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()
        for pid in helpers:
            try:
                os.kill(pid, 15)
            except ProcessLookupError:
                pass
        shutil.rmtree(runtime, ignore_errors=True)


def activated(session, a11y):
    """The process ids of what bus activation started: the launcher, the buses it runs, the registry."""
    pids = []
    launcher = owner_pid(session, "org.a11y.Bus") if session else None
    if launcher:
        pids.append(launcher)
        pids += children(launcher)
    registry = owner_pid(a11y, "org.a11y.atspi.Registry") if a11y else None
    if registry:
        pids.append(registry)
    return pids


def children(parent):
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == parent:
            found.append(int(entry))
    return found


if __name__ == "__main__":
    sys.exit(main())
