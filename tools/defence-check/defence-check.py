#!/usr/bin/env python3
"""Every defence SECURITY.md lists, removed one at a time in a scratch copy: the tests that name it must go red.

For each `mutations/*.mutation` (the defence, the tests that must go red, one or more exact find/replace edits;
the format is in mutation.py), this applies the edits to a scratch copy of the package, builds it incrementally,
runs the named tests and restores the files. The verdict reads Swift Testing's event stream (results.py):

- CAUGHT: a test the mutation names failed (every `required:` one, when it has that line);
- MISSED: every named test stayed green; STALE: the mutation's text is gone from the tree; BROKEN: the mutated
  tree does not build;
- HANG: the run was killed after its time limit, or a named test failed only by Swift Testing's time limit;
- UNRELATED: only tests the mutation does not name failed; CRASH: the test process died with no named failure.

Anything but CAUGHT fails the check. Before anything is removed, every name of every mutation must select exactly
one test of `swift test list` (a test, not a suite), and every named test must pass. Each mutation's result goes
to results.json as soon as it is known (record.py: the tree, the tests named, what went red, the verdict, the
time); a run with `--only` replaces only its own entries. SECURITY.md's defence table is generated from that
file (table.py --write).

Usage: tools/defence-check/defence-check.py [--only NAME ...]
The scratch copy lives in $DEFENCE_CHECK_DIR (default $TMPDIR/webcontentkit-defence-check), next to a `shared`
symlink to the real ../shared, so the tests find the corpus where they always do; it is kept between runs so
that builds stay incremental.
"""
import argparse
import hashlib
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

import record
from mutation import apply, parse, restore
from results import Verdict, read_events, judge

HERE = os.path.dirname(os.path.abspath(__file__))
# A filtered run that takes longer has hung: its tests did not pass.
TEST_TIMEOUT = 20 * 60


def run(command, cwd, log, timeout=None, env=None):
    """Runs a command in its own process group, its output going to `log` as it comes; returns (status, output).

    On timeout the whole group (swift-test, the test process, its web processes) is killed: status 124.
    """
    with open(log, "a", encoding="utf-8") as handle:
        handle.write(f"$ {' '.join(command)}\n")
        handle.flush()
        start = handle.tell()
        process = subprocess.Popen(command, cwd=cwd, stdout=handle, stderr=subprocess.STDOUT, start_new_session=True,
                                   env=env)
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


def run_tests(swift, pattern, scratch, log, base):
    """A filtered, serial test run; its exit status and what its event stream says."""
    events = os.path.join(base, "events.jsonl")
    if os.path.exists(events):
        os.remove(events)
    status, _ = run([swift, "test", "--skip-build", "--no-parallel", "--filter", pattern,
                     "--event-stream-output-path", events, "--event-stream-version", "0"], scratch, log, TEST_TIMEOUT)
    return status, read_events(events)


def listed(listing):
    """The test ids `swift test list` printed."""
    return [line.strip() for line in listing.splitlines() if "/" in line and "." in line.split("/")[0]]


def unselected(mutations, listing):
    """Every name of every mutation that selects no test of `swift test list`, as `mutation: name`."""
    tests = listed(listing)
    return [f"{m.name}: {n}" for m in mutations for n in m.tests if not any(n.selects(t) for t in tests)]


def run_checks(mutations, source, scratch, log, commit, digests):
    """The mutations judged by a `check:` command: it must pass unmutated and fail mutated; each verdict goes to
    the record. Returns the count caught; exits when a check fails on the unmutated tree (the baseline)."""
    caught = 0
    command = lambda m: ["bash", "-c", m.check]  # noqa: E731
    environment = dict(os.environ, DEFENCE_CHECK_SOURCE=source)
    for mutation in mutations:
        status, output = run(command(mutation), scratch, log, TEST_TIMEOUT, environment)
        if status != 0:
            raise SystemExit(f"defence-check: {mutation.name}: its check fails without any mutation "
                             f"(exit {status}): {output.strip().splitlines()[-1:]}")
    for mutation in mutations:
        began = time.monotonic()
        originals, reason = apply(mutation, scratch)
        if originals is None:
            word, detail = "STALE", f"mutation no longer applies: {reason}"
        else:
            try:
                status, output = run(command(mutation), scratch, log, TEST_TIMEOUT, environment)
            finally:
                restore(originals, scratch)
            last = (output.strip().splitlines() or [""])[-1]
            word = "HANG" if status == 124 else "CAUGHT" if status != 0 else "MISSED"
            detail = f"red (exit {status}): {last}" if word == "CAUGHT" else f"exit {status}: {last}"
        caught += word == "CAUGHT"
        red = [f"check: {mutation.check}"] if word == "CAUGHT" else []
        record.record(mutation, digests[mutation.name], commit,
                      Verdict(word, detail, red, why={red[0]: last} if red else {}), int(time.monotonic() - began))
        print(f"{word:9} {mutation.defence} [{mutation.name}]: {mutation.summary} | check: {mutation.check} | "
              f"{detail} ({int(time.monotonic() - began)} s)", flush=True)
    return caught


def too_wide(mutations, listing):
    """Every name that selects more than one test (a suite, or a prefix of several tests): any red test of such a
    name would count as a catch, so each name must be one test (narrowed to an argument or not)."""
    tests = listed(listing)
    wide = []
    for m in mutations:
        for n in m.tests:
            selected = [t for t in tests if n.selects(t)]
            if len(selected) > 1:
                wide.append(f"{m.name}: {n} selects {len(selected)} tests ({', '.join(selected[:3])}...)")
    return wide


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", nargs="*", help="mutation names (file names without .mutation)")
    arguments = parser.parse_args()

    started = time.monotonic()
    source = subprocess.run(["git", "rev-parse", "--show-toplevel"], cwd=HERE, stdout=subprocess.PIPE, text=True,
                            check=True).stdout.strip()
    commit = record.tree_id(source)
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
    digests = {m.name: record.file_digest(os.path.join(HERE, "mutations", f)) for m, f in zip(mutations, files)}
    if arguments.only:
        unknown = set(arguments.only) - {m.name for m in mutations}
        if unknown:
            raise SystemExit(f"defence-check: no such mutation: {', '.join(sorted(unknown))}")
        mutations = [m for m in mutations if m.name in arguments.only]

    print(f"defence-check: tree {commit}, scratch copy {scratch} (log {log})", flush=True)
    sync(source, scratch)
    caught = run_checks([m for m in mutations if m.check], source, scratch, log, commit, digests)
    mutations = [m for m in mutations if not m.check]
    if not mutations:
        print(f"defence-check: tree {commit}: {caught} caught ({int(time.monotonic() - started)} s)")
        sys.exit(0)
    status, output = run([swift, "build", "--build-tests"], scratch, log)
    if status != 0:
        print(output[-3000:])
        raise SystemExit("defence-check: the unmutated tree does not build")

    # Every name must select tests, and those tests must pass before anything is removed.
    status, listing = run([swift, "test", "list", "--skip-build"], scratch, log)
    if status != 0:
        raise SystemExit("defence-check: swift test list failed")
    empty = unselected(mutations, listing)
    if empty:
        raise SystemExit("defence-check: names that select no test:\n  " + "\n  ".join(empty))
    wide = too_wide(mutations, listing)
    if wide:
        raise SystemExit("defence-check: names that select more than one test:\n  " + "\n  ".join(wide))
    baseline = "|".join(m.filter for m in mutations)
    status, result = run_tests(swift, baseline, scratch, log, base)
    if status != 0 or result.failures:
        red = ", ".join(f.label for f in result.failures) or f"exit {status}"
        raise SystemExit(f"defence-check: the named tests fail without any mutation: {red}")
    # A name narrowed to an argument must name one that ran (swift test list does not list arguments).
    absent = [f"{m.name}: {n}" for m in mutations for n in m.tests
              if n.argument and not any(n.counts(t, a) for t, a in result.cases)]
    if absent:
        raise SystemExit("defence-check: arguments that no test ran:\n  " + "\n  ".join(absent))
    print(f"defence-check: baseline green ({len(mutations)} mutations, {int(time.monotonic() - started)} s)",
          flush=True)

    total = caught + len(mutations)
    for mutation in mutations:
        began = time.monotonic()
        originals, reason = apply(mutation, scratch)
        if originals is None:
            verdict = Verdict("STALE", f"mutation no longer applies: {reason}")
        else:
            try:
                status, output = run([swift, "build", "--build-tests"], scratch, log)
                if status != 0:
                    verdict = Verdict("BROKEN", "the mutated tree does not build: fix the mutation")
                else:
                    status, result = run_tests(swift, mutation.filter, scratch, log, base)
                    verdict = judge(mutation, status, result, TEST_TIMEOUT // 60)
            finally:
                restore(originals, scratch)
        word, detail = verdict.word, verdict.detail
        record.record(mutation, digests[mutation.name], commit, verdict, int(time.monotonic() - began))
        caught += word == "CAUGHT"
        names = " | ".join(map(str, mutation.tests))
        print(f"{word:9} {mutation.defence} [{mutation.name}]: {mutation.summary} | tests: {names} | "
              f"{detail} ({int(time.monotonic() - began)} s)", flush=True)

    # Leave the scratch copy built from the unmutated tree, so the next run starts incremental.
    run([swift, "build", "--build-tests"], scratch, log)
    print(f"defence-check: tree {commit}: {caught} caught, {total - caught} not caught "
          f"({int(time.monotonic() - started)} s)")
    sys.exit(0 if caught == total else 1)


if __name__ == "__main__":
    main()
