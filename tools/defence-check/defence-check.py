#!/usr/bin/env python3
"""Every defence SECURITY.md lists, removed one at a time in a scratch copy: its tests must go red.

For each `mutations/*.mutation` (the defence, the tests that cite it, and one or more exact find/replace edits),
this applies the edits to a scratch copy of the package, builds it incrementally, runs the cited tests and
restores the file. A mutation whose tests stay green is MISSED; one whose text is gone from the tree no longer
applies and fails the check too, so the list is kept up to date with the code.

Usage: tools/defence-check/defence-check.py [--only NAME ...] [--keep-going-on-red-baseline]
The scratch copy lives in $DEFENCE_CHECK_DIR (default $TMPDIR/webcontentkit-defence-check), next to a `shared`
symlink to the real ../shared, so the tests find the corpus where they always do; it is kept between runs so
that builds stay incremental.
"""
import argparse
import hashlib
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field

HERE = os.path.dirname(os.path.abspath(__file__))
# A filtered run that takes longer has hung: its tests did not pass.
TEST_TIMEOUT = 20 * 60


@dataclass
class Edit:
    path: str
    find: str
    replace: str


@dataclass
class Mutation:
    name: str
    defence: str
    tests: str
    summary: str
    edits: list = field(default_factory=list)


def parse(path):
    """Reads one mutation file: `defence:`, `tests:`, then `file:` / `find:` / `replace:` blocks."""
    name = os.path.basename(path)[: -len(".mutation")]
    defence = tests = None
    summary = []
    edits = []
    current_file = None
    mode = None
    block = []

    def close():
        nonlocal block
        if mode == "find":
            edits.append(Edit(current_file, "\n".join(block), None))
        elif mode == "replace":
            edits[-1].replace = "\n".join(block)
        block = []

    with open(path, encoding="utf-8") as handle:
        for line in handle.read().splitlines():
            if mode is None and line.startswith("#"):
                summary.append(line.lstrip("# "))
            elif line.startswith("defence:"):
                defence = line.split(":", 1)[1].strip()
            elif line.startswith("tests:"):
                tests = line.split(":", 1)[1].strip()
            elif line.startswith("file:"):
                close()
                mode = None
                current_file = line.split(":", 1)[1].strip()
            elif line == "find:":
                close()
                mode = "find"
            elif line == "replace:":
                close()
                mode = "replace"
            elif mode is not None:
                block.append(line)
    close()
    if not defence or not tests or not edits or any(e.replace is None or e.path is None for e in edits):
        raise SystemExit(f"{path}: needs defence:, tests:, and file:/find:/replace: blocks")
    return Mutation(name, defence, tests, " ".join(summary), edits)


def run(command, cwd, log, timeout=None):
    """Runs a command in its own process group, its output going to `log` as it comes; returns (status, output).

    On timeout the whole group (swift-test, the test process, its web processes) is killed: status 124.
    """
    with open(log, "a", encoding="utf-8") as handle:
        handle.write(f"$ {' '.join(command)}\n")
        handle.flush()
        start = handle.tell()
        process = subprocess.Popen(command, cwd=cwd, stdout=handle, stderr=subprocess.STDOUT, start_new_session=True)
        try:
            status = process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
            status = 124
    with open(log, encoding="utf-8", errors="replace") as handle:
        handle.seek(start)
        output = handle.read()
    if status == 124:
        with open(log, "a", encoding="utf-8") as handle:
            handle.write("\n[timed out]\n")
    return status, output


def sync(source, target):
    """Copies the tree's files (tracked and new, not ignored) into `target`, touching only what changed."""
    listed = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"], cwd=source,
                            stdout=subprocess.PIPE, check=True).stdout.decode().split("\0")
    files = {path for path in listed if path and os.path.isfile(os.path.join(source, path))}
    os.makedirs(target, exist_ok=True)
    for path in sorted(files):
        src, dst = os.path.join(source, path), os.path.join(target, path)
        if os.path.isfile(dst) and digest(src) == digest(dst):
            continue
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        shutil.copyfile(src, dst)
    for folder, dirs, names in os.walk(target):
        relative = os.path.relpath(folder, target)
        if relative == "." and ".build" in dirs:
            dirs.remove(".build")
        for name in names:
            path = os.path.normpath(os.path.join(relative, name))
            if path not in files:
                os.remove(os.path.join(folder, name))


def digest(path):
    with open(path, "rb") as handle:
        return hashlib.sha256(handle.read()).hexdigest()


def apply(mutation, root):
    """Applies every edit; returns the original texts by path, or a reason it no longer applies."""
    originals = {}
    texts = {}
    for edit in mutation.edits:
        full = os.path.join(root, edit.path)
        if not os.path.isfile(full):
            return None, f"{edit.path} is gone"
        text = texts.get(edit.path)
        if text is None:
            with open(full, encoding="utf-8") as handle:
                text = handle.read()
            originals[edit.path] = text
        count = text.count(edit.find)
        if count != 1:
            first = edit.find.strip().splitlines()[0][:70]
            return None, f"{edit.path}: {'not found' if count == 0 else f'found {count} times'}: {first!r}"
        texts[edit.path] = text.replace(edit.find, edit.replace)
    for path, text in texts.items():
        with open(os.path.join(root, path), "w", encoding="utf-8") as handle:
            handle.write(text)
    return originals, None


def restore(originals, root):
    for path, text in originals.items():
        with open(os.path.join(root, path), "w", encoding="utf-8") as handle:
            handle.write(text)


def failed_tests(output):
    names = re.findall(r"✘ Test (\S+?)\(", output) + re.findall(r"Test Case '-\[\S+ (\S+)\]' failed", output)
    return sorted(set(names))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", nargs="*", help="mutation names (file names without .mutation)")
    arguments = parser.parse_args()

    started = time.monotonic()
    source = subprocess.run(["git", "rev-parse", "--show-toplevel"], cwd=HERE, stdout=subprocess.PIPE, text=True,
                            check=True).stdout.strip()
    shared = os.path.realpath(os.path.join(source, "..", "shared"))
    if not os.path.isdir(os.path.join(shared, "corpus")):
        raise SystemExit(f"defence-check: the corpus is missing at {shared}/corpus")
    swift = os.environ.get("SWIFT", "swift")
    base = os.environ.get("DEFENCE_CHECK_DIR", os.path.join(tempfile.gettempdir(), "webcontentkit-defence-check"))
    scratch = os.path.join(base, "package")
    os.makedirs(base, exist_ok=True)
    link = os.path.join(base, "shared")
    if os.path.islink(link) and os.readlink(link) != shared:
        os.remove(link)
    if not os.path.lexists(link):
        os.symlink(shared, link)
    log = os.path.join(base, "defence-check.log")
    open(log, "w").close()

    files = sorted(f for f in os.listdir(os.path.join(HERE, "mutations")) if f.endswith(".mutation"))
    mutations = [parse(os.path.join(HERE, "mutations", f)) for f in files]
    if arguments.only:
        unknown = set(arguments.only) - {m.name for m in mutations}
        if unknown:
            raise SystemExit(f"defence-check: no such mutation: {', '.join(sorted(unknown))}")
        mutations = [m for m in mutations if m.name in arguments.only]

    print(f"defence-check: scratch copy {scratch} (log {log})", flush=True)
    sync(source, scratch)
    status, output = run([swift, "build", "--build-tests"], scratch, log)
    if status != 0:
        print(output[-3000:])
        raise SystemExit("defence-check: the unmutated tree does not build")

    # Every filter must name tests, and those tests must pass before anything is removed.
    status, listing = run([swift, "test", "list", "--skip-build"], scratch, log)
    tests = [line.strip() for line in listing.splitlines() if "." in line and "/" in line]
    for mutation in mutations:
        matched = [t for t in tests if re.search(mutation.tests, t)]
        if not matched:
            raise SystemExit(f"defence-check: {mutation.name}: the filter {mutation.tests!r} names no test")
    baseline = "|".join(f"(?:{m.tests})" for m in mutations)
    status, output = run([swift, "test", "--skip-build", "--no-parallel", "--filter", baseline], scratch, log, TEST_TIMEOUT)
    if status != 0:
        print(f"defence-check: the cited tests fail without any mutation: {failed_tests(output)}")
        raise SystemExit(1)
    print(f"defence-check: baseline green ({len(mutations)} mutations, {int(time.monotonic() - started)} s)",
          flush=True)

    caught = missed = 0
    for mutation in mutations:
        began = time.monotonic()
        originals, reason = apply(mutation, scratch)
        if originals is None:
            verdict, detail = "MISSED", f"mutation no longer applies: {reason}"
        else:
            try:
                status, output = run([swift, "build", "--build-tests"], scratch, log)
                if status != 0:
                    verdict, detail = "MISSED", "the mutated tree does not build: fix the mutation"
                else:
                    status, output = run([swift, "test", "--skip-build", "--no-parallel", "--filter", mutation.tests], scratch, log,
                                         TEST_TIMEOUT)
                    red = failed_tests(output)
                    if status == 124:
                        verdict, detail = "CAUGHT", f"the tests hung (killed after {TEST_TIMEOUT // 60} min)"
                    elif status != 0:
                        verdict, detail = "CAUGHT", f"red: {', '.join(red) if red else f'exit {status}'}"
                    else:
                        verdict, detail = "MISSED", "every cited test stayed green"
            finally:
                restore(originals, scratch)
        if verdict == "CAUGHT":
            caught += 1
        else:
            missed += 1
        print(f"{verdict:6}  {mutation.defence} [{mutation.name}]: {mutation.summary} | tests: {mutation.tests} | "
              f"{detail} ({int(time.monotonic() - began)} s)", flush=True)

    # Leave the scratch copy built from the unmutated tree, so the next run starts incremental.
    run([swift, "build", "--build-tests"], scratch, log)
    print(f"defence-check: {caught} caught, {missed} missed ({int(time.monotonic() - started)} s)")
    sys.exit(0 if missed == 0 else 1)


if __name__ == "__main__":
    main()
