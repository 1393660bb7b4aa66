"""One mutation file: the defence it removes, the tests that must go red, and its exact find/replace edits.

A file reads:

    # One or more lines saying what the mutated code does (the summary).
    defence: the defence's name in SECURITY.md
    tests: NAME | NAME[ARGUMENT] | ...
    required: NAME[ARGUMENT]          (optional)
    check: COMMAND                    (instead of tests:, for a defence outside the Swift code)
    file: path/in/the/package
    find:
    ...exact text...
    replace:
    ...its replacement...

A NAME is a literal piece of a test's id as `swift test list` prints it (`Suite/test()`, a suite, a target): the
filtered run selects every test whose id contains one of the names, and only a failure of such a test counts.
`[ARGUMENT]` narrows a parameterized test to one argument (its display name in Swift Testing's output, brackets
allowed inside): a `--filter` selects a parameterized test with all its arguments, so only the named argument's
failure counts.
`required:` names tests that must each go red for the mutation to count as caught (by default one named test
going red is enough).

A defence that lives outside the Swift code (deploy/'s profiles and manifests) is checked by one individual
check instead: `check:` is a shell command run from the scratch copy's root (with DEFENCE_CHECK_SOURCE set to the
real tree), which must pass on the unmutated tree and exit non-zero under the mutation.
"""
import os
import re
from dataclasses import dataclass, field


@dataclass(frozen=True)
class TestName:
    """A name from a `tests:` line: the id piece it selects by, and the one argument it is narrowed to, if any."""

    selector: str
    argument: str | None = None

    @staticmethod
    def parse(text):
        match = re.fullmatch(r"\s*([^\[\]|]+?)\s*(?:\[(.+)\])?\s*", text)
        if not match:
            raise ValueError(f"not a test name: {text!r}")
        return TestName(match.group(1), match.group(2))

    def selects(self, test_id):
        """Whether a test id (`Target.Suite/test(_:)`) is one this name selects."""
        return self.selector in test_id

    def counts(self, test_id, argument):
        """Whether a failure of `test_id` (with the argument `argument`, None for a whole test) is this name's."""
        if not self.selects(test_id):
            return False
        return self.argument is None or self.argument == argument

    def __str__(self):
        return self.selector + (f"[{self.argument}]" if self.argument else "")


@dataclass
class Edit:
    path: str
    find: str
    replace: str


@dataclass
class Mutation:
    name: str
    defence: str
    tests: list
    summary: str
    required: list = field(default_factory=list)
    edits: list = field(default_factory=list)
    check: str | None = None

    @property
    def filter(self):
        """The `swift test --filter` pattern: every named selector, literally."""
        return "|".join(sorted({re.escape(name.selector) for name in self.tests}))


def parse_names(line):
    return [TestName.parse(part) for part in line.split("|") if part.strip()]


def parse(path):
    """Reads one mutation file (the format above)."""
    name = os.path.basename(path)[: -len(".mutation")]
    defence = tests = check = None
    required = []
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
            elif mode is None and line.startswith("defence:"):
                defence = line.split(":", 1)[1].strip()
            elif mode is None and line.startswith("tests:"):
                tests = parse_names(line.split(":", 1)[1])
            elif mode is None and line.startswith("required:"):
                required = parse_names(line.split(":", 1)[1])
            elif mode is None and line.startswith("check:"):
                check = line.split(":", 1)[1].strip()
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
    if not defence or bool(tests) == bool(check) or not edits or any(e.replace is None or e.path is None
                                                                     for e in edits):
        raise SystemExit(f"{path}: needs defence:, tests: or check: (one of them), and file:/find:/replace: blocks")
    if any(str(name) not in {str(test) for test in tests} for name in required):
        raise SystemExit(f"{path}: every required: name must be one of its tests:")
    return Mutation(name, defence, tests or [], " ".join(summary), required, edits, check)


def edited(mutation, root):
    """The texts every edit makes, by path, and the originals, without writing; or a reason it no longer applies."""
    originals = {}
    texts = {}
    for edit in mutation.edits:
        full = os.path.join(root, edit.path)
        if not os.path.isfile(full):
            return None, None, f"{edit.path} is gone"
        text = texts.get(edit.path)
        if text is None:
            with open(full, encoding="utf-8") as handle:
                text = handle.read()
            originals[edit.path] = text
        count = text.count(edit.find)
        if count != 1:
            first = edit.find.strip().splitlines()[0][:70]
            return None, None, f"{edit.path}: {'not found' if count == 0 else f'found {count} times'}: {first!r}"
        texts[edit.path] = text.replace(edit.find, edit.replace)
    return originals, texts, None


def apply(mutation, root):
    """Applies every edit; returns the original texts by path, or a reason it no longer applies."""
    originals, texts, reason = edited(mutation, root)
    if reason is not None:
        return None, reason
    for path, text in texts.items():
        with open(os.path.join(root, path), "w", encoding="utf-8") as handle:
            handle.write(text)
    return originals, None


def restore(originals, root):
    for path, text in originals.items():
        with open(os.path.join(root, path), "w", encoding="utf-8") as handle:
            handle.write(text)
