"""What a filtered test run did, read from Swift Testing's event stream, and the verdict on one mutation.

`swift test --event-stream-output-path FILE --event-stream-version 0` writes one JSON object a line; each
`issueRecorded` event carries the full test id (`Target.Suite/test(_:)/File.swift:line:column`) and, for a
parameterized test, `_testCase.displayName`: the argument that failed. That is what ties a failure to a name in
a mutation file, where the console's `✘ Test conformance(_:) ...` names neither the suite nor the engine.
"""
import json
import re
from dataclasses import dataclass, field

TIME_LIMIT = "Time limit was exceeded"


@dataclass
class Failure:
    """A test (or one argument of it) that recorded an issue: its id, its argument, its issues' first lines."""

    test_id: str
    argument: str | None
    messages: list = field(default_factory=list)

    @property
    def timed_out(self):
        """Whether every issue it recorded is Swift Testing's time limit (a hang, not a red test)."""
        return bool(self.messages) and all(m.startswith(TIME_LIMIT) for m in self.messages)

    @property
    def label(self):
        short = self.test_id.split(".", 1)[-1]
        return short + (f"[{self.argument}]" if self.argument else "")


@dataclass
class Run:
    """One filtered run: its failures by test and argument, the tests started and never ended (a crash), and the
    (test id, argument) of every parameterized case that ran."""

    failures: list
    unfinished: list
    ended: bool
    cases: set = field(default_factory=set)


def test_id(raw):
    """A test id without its trailing source location (`/File.swift:12:6`)."""
    return re.sub(r"/[^/]+\.swift:\d+:\d+$", "", raw or "")


def read_events(path):
    """Reads an event stream: the failures (issues recorded, known issues left out), tests that never ended."""
    failures = {}
    started, ended, cases = [], set(), set()
    run_ended = False
    try:
        handle = open(path, encoding="utf-8", errors="replace")
    except FileNotFoundError:
        return Run([], [], False)
    with handle:
        for line in handle:
            try:
                payload = json.loads(line).get("payload", {})
            except json.JSONDecodeError:
                continue
            kind = payload.get("kind")
            ident = test_id(payload.get("testID"))
            if kind == "testStarted":
                started.append(ident)
            elif kind == "testCaseStarted" and payload.get("_testCase"):
                cases.add((ident, payload["_testCase"].get("displayName")))
            elif kind == "testEnded":
                ended.add(ident)
            elif kind == "runEnded":
                run_ended = True
            elif kind == "issueRecorded" and not payload.get("issue", {}).get("isKnown", False):
                argument = (payload.get("_testCase") or {}).get("displayName")
                failure = failures.setdefault((ident, argument), Failure(ident, argument))
                failure.messages += [m.get("text", "").splitlines()[0] for m in payload.get("messages", [])[:1]]
    return Run(list(failures.values()), [t for t in started if t not in ended], run_ended, cases)


@dataclass
class Verdict:
    """CAUGHT, MISSED, HANG, UNRELATED, CRASH, STALE or BROKEN, and what went red."""

    word: str
    detail: str
    red: list = field(default_factory=list)
    others: list = field(default_factory=list)
    # Each red named test's first issue, cut short: why it went red, kept in the record as the evidence.
    why: dict = field(default_factory=dict)

    @property
    def caught(self):
        return self.word == "CAUGHT"


def judge(mutation, status, run, timeout_minutes):
    """The verdict on a mutated run: caught only when a test the mutation names failed (not by a time limit)."""
    named = [f for f in run.failures if any(n.counts(f.test_id, f.argument) for n in mutation.tests)]
    red = [f for f in named if not f.timed_out]
    labels = sorted({f.label for f in red})
    others = sorted({f.label for f in run.failures if f not in named})
    also = f"; unrelated failures: {', '.join(others)}" if others else ""
    missing = [n for n in mutation.required if not any(n.counts(f.test_id, f.argument) for f in red)]
    why = {f.label: f.messages[0][:300] for f in sorted(red, key=lambda f: f.label) if f.messages}
    if red and not missing:
        return Verdict("CAUGHT", f"red: {', '.join(labels)}{also}", labels, others, why)
    if red:
        return Verdict("MISSED", f"red: {', '.join(labels)}, but not the required {', '.join(map(str, missing))}"
                       + also, labels, others, why)
    if status == 124:
        return Verdict("HANG", f"killed after {timeout_minutes} min{also}", [], others)
    if named:
        return Verdict("HANG", f"only a time limit: {', '.join(sorted({f.label for f in named}))}{also}", [],
                       others)
    if others:
        return Verdict("UNRELATED", f"unrelated failures only: {', '.join(others)}", [], others)
    if status != 0 or not run.ended:
        where = f" in {', '.join(run.unfinished)}" if run.unfinished else ""
        return Verdict("CRASH", f"the test process ended with status {status}{where}, no named test failed")
    return Verdict("MISSED", "every named test stayed green")
