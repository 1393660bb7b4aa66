#!/usr/bin/env python3
"""Where a render's time goes inside the page scripts: time per script function, beside the render's steps.

usage: profile-scripts.py [--build debug|release] [--runs N] FILE [webcontent render options...]

Copies the built `webcontent` and its resource bundles to a scratch folder (SwiftPM's Bundle.module looks beside
the executable first), wraps every named function declaration of the copied page scripts in a timer, and renders
FILE with it. Nothing of this reaches the package: the shipped scripts and binary are untouched. The profile
leaves the page as one extra entry of the report's `embeds` (kind "wck-profile"), added by the instrumented
collect step, so functions that run after collect (measure) are not in it. Beside the functions: the insertion of
the clean fragment into the page (a statement of steps.js), and when each bridge call started in the page, so the
engine's own work between two steps (style, layout, paint), which the Swift side counts in the next step, shows.

Each function's time is inclusive (its callees' included, a recursive call counted once) and carries the timer's
own cost: a function called hundreds of thousands of times reads high; its call count says so.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.realpath(os.path.join(os.path.dirname(__file__), "..", ".."))

PREAMBLE = """(() => {
  if (globalThis.__wckProfile) return;
  const now = performance.now.bind(performance);
  const rows = new Map();
  const depth = new Map();
  const timeline = [];
  Object.defineProperty(globalThis, "__wckProfile", { value: {
    call(name, body, self, args) {
      let row = rows.get(name);
      if (!row) rows.set(name, (row = { calls: 0, ms: 0 }));
      row.calls++;
      const level = depth.get(name) || 0;
      depth.set(name, level + 1);
      const start = level === 0 ? now() : 0;
      try { return body.apply(self, args); }
      finally { depth.set(name, level); if (level === 0) row.ms += now() - start; }
    },
    started(name) { timeline.push([name, Math.round(now())]); },
    table() {
      return { functions: [...rows].map(([name, row]) => [name, row.calls, Math.round(row.ms * 10) / 10]), timeline };
    },
  } });
})();
"""

DECLARATION = re.compile(r"^( {2}| {4})function (\w+)\(", re.M)


def instrument(path, name):
    text = open(path).read()

    def wrap(match):
        indent, function = match.group(1), match.group(2)
        return (f"{indent}function {function}(...args) {{ return globalThis.__wckProfile.call("
                f"\"{name}:{function}\", {function}__wckRaw, this, args); }}\n{indent}function {function}__wckRaw(")

    text = DECLARATION.sub(wrap, text)
    if name == "bridge.js":
        # When each bridge call starts in the page: the gap before a step is the engine's own work (style, layout,
        # paint) that the previous step left it, which the Swift side counts in the next step's time.
        marker = "    let value;\n    let then;\n    try {\n      value = fn(call.payload);"
        if marker not in text:
            raise SystemExit("profile-scripts: bridge.js's run() is not where this tool expects it")
        text = PREAMBLE + text.replace(marker, "    globalThis.__wckProfile.started(call.name);\n" + marker)
    if name == "steps.js":
        # The insertion of the clean fragment into the page, a statement rather than a function.
        marker = "    replaceChildren.call(main, fragment);"
        if marker not in text:
            raise SystemExit("profile-scripts: steps.js's insertion is not where this tool expects it")
        text = text.replace(marker, "    globalThis.__wckProfile.call(\"steps.js:<insertion into the page>\", "
                            "() => replaceChildren.call(main, fragment), this, []);")
    if name == "collect.js":
        marker = "    return { links, images, embeds, accessibility: report, parts };"
        if marker not in text:
            raise SystemExit("profile-scripts: collect.js's return is not where this tool expects it")
        text = text.replace(marker, "    embeds.push({ kind: \"wck-profile\", src: JSON.stringify(globalThis.__wckProfile.table()) });\n" + marker)
    open(path, "w").write(text)


def main():
    arguments = sys.argv[1:]
    build, runs = "debug", 1
    while arguments and arguments[0] in ("--build", "--runs"):
        if arguments[0] == "--build":
            build = arguments[1]
        else:
            runs = int(arguments[1])
        arguments = arguments[2:]
    if not arguments:
        raise SystemExit(__doc__)
    source = os.path.join(ROOT, ".build", build)
    scratch = tempfile.mkdtemp(prefix="wck-profile-")
    try:
        shutil.copy2(os.path.join(source, "webcontent"), scratch)
        for entry in os.listdir(source):
            if entry.endswith(".resources"):
                shutil.copytree(os.path.join(source, entry), os.path.join(scratch, entry))
        scripts = os.path.join(scratch, "WebContentKit_WebContentCore.resources", "Resources", "js")
        for name in sorted(os.listdir(scripts)):
            if name.endswith(".js"):
                instrument(os.path.join(scripts, name), name)
        totals, steps, timelines = {}, {}, []
        for _ in range(runs):
            run = subprocess.run([os.path.join(scratch, "webcontent"), "render", "--json"] + arguments,
                                 stdout=subprocess.PIPE, text=True, check=False)
            report = json.loads(run.stdout.splitlines()[0])
            for step, ms in (report.get("timings", {}).get("steps") or {}).items():
                steps[step] = steps.get(step, 0) + ms / runs
            profile = next((e["src"] for e in report.get("embeds", []) if e.get("kind") == "wck-profile"), None)
            if profile is None:
                raise SystemExit(f"profile-scripts: no profile in the report: {report.get('errors')}")
            profile = json.loads(profile)
            timelines.append(profile["timeline"])
            for name, calls, ms in profile["functions"]:
                row = totals.setdefault(name, [0, 0.0])
                row[0] += calls / runs
                row[1] += ms / runs
        print(f"steps (ms, mean of {runs}): " + ", ".join(f"{s} {ms:.0f}" for s, ms in steps.items()))
        first = timelines[0]
        print("page timeline of the first run (ms after the first call): " + ", ".join(
            f"{name} {at - first[0][1]}" for name, at in first))
        print(f"{'function':48} {'calls':>10} {'ms':>9}")
        for name, (calls, ms) in sorted(totals.items(), key=lambda item: -item[1][1])[:30]:
            print(f"{name:48} {calls:>10.0f} {ms:>9.1f}")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
