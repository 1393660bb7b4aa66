#!/usr/bin/env python3
"""Every Swift sample in the README and the DocC catalogs is code the package builds.

A sample is marked in the Markdown by the line `<!-- snippet: NAME -->` right above its ```swift fence. Its text
must equal the snippet NAME: the lines between `// snippet NAME` and `// snippet end` in one Swift file under
Examples/ or Tests/ (built by `swift build --build-tests`, the tests among them run), every such region of that
name in that file in order, each with its common indentation removed, a blank line between two. A Swift fence without a marker, a marker
without a snippet, or a sample that differs from its snippet fails the check, with a diff.

    python3 tools/snippets/check.py [ROOT]     # ROOT defaults to the repository this file is in
    python3 tools/snippets/check.py --write    # rewrites each marked sample from its snippet
    python3 tools/snippets/check.py --self-test
"""
import difflib
import pathlib
import re
import shutil
import sys
import tempfile
import textwrap

MARKER = re.compile(r"^\s*<!--\s*snippet:\s*([\w.-]+)\s*-->\s*$")
START = re.compile(r"^\s*// snippet ([\w.-]+)\s*$")
END = re.compile(r"^\s*// snippet end\s*$")


def documents(root):
    yield root / "README.md"
    yield from sorted(root.glob("Sources/*/*.docc/**/*.md"))


def snippets(root):
    """NAME -> (file, text); a name defined in two files is an error."""
    found, errors = {}, []
    for path in sorted(list(root.glob("Examples/**/*.swift")) + list(root.glob("Tests/**/*.swift"))):
        regions, current, lines = {}, None, []
        for number, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
            if current is None:
                match = START.match(line)
                if match:
                    current, lines = match.group(1), []
            elif END.match(line):
                regions.setdefault(current, []).append(textwrap.dedent("\n".join(lines)).strip("\n"))
                current = None
            elif START.match(line):
                errors.append(f"{path.relative_to(root)}:{number}: snippet {current} is not ended before another")
            else:
                lines.append(line)
        if current is not None:
            errors.append(f"{path.relative_to(root)}: snippet {current} has no `// snippet end`")
        for name, parts in regions.items():
            if name in found:
                errors.append(f"snippet {name} is defined in {found[name][0]} and {path.relative_to(root)}")
            found[name] = (path.relative_to(root), "\n\n".join(parts))
    return found, errors


def samples(path):
    """(line, marker name or None, text) of each ```swift fence."""
    lines = path.read_text(encoding="utf-8").split("\n")
    index = 0
    while index < len(lines):
        fence = lines[index]
        if fence.strip().startswith("```swift"):
            indent = len(fence) - len(fence.lstrip())
            end = index + 1
            while end < len(lines) and not lines[end].strip().startswith("```"):
                end += 1
            body = "\n".join(line[indent:] if line[:indent].strip() == "" else line for line in lines[index + 1:end])
            marker = MARKER.match(lines[index - 1]) if index > 0 else None
            yield index + 1, marker.group(1) if marker else None, body.strip("\n")
            index = end
        index += 1


def write(root):
    """Rewrites every marked sample from its snippet, keeping the fence's indentation."""
    found, _ = snippets(root)
    for document in documents(root):
        if not document.exists():
            continue
        lines = document.read_text(encoding="utf-8").split("\n")
        output, index = [], 0
        while index < len(lines):
            line = lines[index]
            output.append(line)
            marker = MARKER.match(lines[index - 1]) if index > 0 else None
            if line.strip().startswith("```swift") and marker and marker.group(1) in found:
                indent = line[:len(line) - len(line.lstrip())]
                end = index + 1
                while end < len(lines) and not lines[end].strip().startswith("```"):
                    end += 1
                output += [indent + text if text else "" for text in found[marker.group(1)][1].split("\n")]
                index = end
                continue
            index += 1
        document.write_text("\n".join(output), encoding="utf-8")


def check(root):
    found, errors = snippets(root)
    count = 0
    for document in documents(root):
        if not document.exists():
            continue
        for line, name, text in samples(document):
            count += 1
            where = f"{document.relative_to(root)}:{line}"
            if name is None:
                errors.append(f"{where}: a Swift sample without `<!-- snippet: NAME -->` above it")
            elif name not in found:
                errors.append(f"{where}: no snippet {name} under Examples/ or Tests/")
            elif found[name][1] != text:
                diff = "\n".join(difflib.unified_diff(
                    found[name][1].split("\n"), text.split("\n"), str(found[name][0]), where, lineterm=""))
                errors.append(f"{where}: differs from snippet {name} in {found[name][0]}:\n{diff}")
    return count, errors


def self_test(root):
    """The check passes on the tree and fails on a copy whose first sample has one word changed."""
    count, errors = check(root)
    if errors:
        return ["the tree itself fails: run without --self-test"]
    with tempfile.TemporaryDirectory() as scratch:
        copy = pathlib.Path(scratch)
        for part in ["README.md", "Sources", "Examples", "Tests"]:
            source = root / part
            if source.is_dir():
                shutil.copytree(source, copy / part, ignore=shutil.ignore_patterns("*.png", "*.pdf", "*.eml"))
            elif source.exists():
                shutil.copy(source, copy / part)
        readme = copy / "README.md"
        text = readme.read_text(encoding="utf-8")
        drifted = text.replace("```swift\n", "```swift\n// drifted\n", 1)
        readme.write_text(drifted, encoding="utf-8")
        _, drift_errors = check(copy)
        readme.write_text(text.replace("<!-- snippet:", "<!-- no-snippet:", 1), encoding="utf-8")
        _, unmarked_errors = check(copy)
    problems = []
    if not any("differs from snippet" in error for error in drift_errors):
        problems.append("a changed sample was not caught")
    if not any("without `<!-- snippet" in error for error in unmarked_errors):
        problems.append("an unmarked sample was not caught")
    return problems


def main():
    arguments = [argument for argument in sys.argv[1:] if not argument.startswith("--")]
    root = pathlib.Path(arguments[0] if arguments else pathlib.Path(__file__).resolve().parents[2])
    if "--self-test" in sys.argv:
        problems = self_test(root)
        for problem in problems:
            print(f"snippets self-test: {problem}")
        print(f"snippets self-test: {'FAILED' if problems else 'passed (a changed and an unmarked sample caught)'}")
        return 1 if problems else 0
    if "--write" in sys.argv:
        write(root)
    count, errors = check(root)
    for error in errors:
        print(error)
    print(f"snippets: {count} Swift samples, {len(errors)} problems")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
