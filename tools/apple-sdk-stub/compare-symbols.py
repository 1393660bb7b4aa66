#!/usr/bin/env python3
"""Compares the public declarations of two builds of the same modules, from their symbol graphs.

usage: compare-symbols.py STUB_DIR SHIM_DIR MODULE...
Each directory holds `swift-symbolgraph-extract` output (MODULE.symbols.json and MODULE@Other.symbols.json for
extensions of other modules' types). A declaration is its symbol path and kind plus the text of its declaration;
the text is compared with spelling the compiler does not care about made equal (whitespace, `Error` for
`any Error`, a stored property's `{ get set }`). Prints each difference and exits 1 if there is any.
"""
import glob
import json
import os
import re
import sys


def normal(text):
    text = re.sub(r"\s+", " ", text).strip()
    text = re.sub(r"(?<![\w.])(any )?Error\b", "any Error", text)
    # A stored property and a computed one with both accessors are the same declaration to a caller.
    text = re.sub(r" \{ get set \}$", "", text)
    # Argument defaults are printed as-is: `= [:]` and `= .init()` both stay, and both builds spell them alike.
    return text


def declarations(directory, module):
    found = {}
    for path in glob.glob(os.path.join(directory, f"{module}.symbols.json")) + glob.glob(
        os.path.join(directory, f"{module}@*.symbols.json")
    ):
        with open(path) as handle:
            graph = json.load(handle)
        for symbol in graph.get("symbols", []):
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            # Members a type gets from a protocol's default implementation are not declared by either build.
            if symbol.get("identifier", {}).get("precise", "").startswith("s:") and "::SYNTHESIZED::" in symbol[
                "identifier"
            ]["precise"]:
                continue
            name = ".".join(symbol["pathComponents"])
            kind = symbol["kind"]["identifier"]
            text = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
            found.setdefault((name, kind), set()).add(normal(text))
    return found


def main():
    stub_dir, shim_dir, modules = sys.argv[1], sys.argv[2], sys.argv[3:]
    differences = []
    for module in modules:
        stub, shim = declarations(stub_dir, module), declarations(shim_dir, module)
        for key in sorted(set(stub) | set(shim)):
            name, kind = key
            if key not in shim:
                differences.append(f"{module}: missing from the shim: {kind} {name}: {sorted(stub[key])}")
            elif key not in stub:
                differences.append(f"{module}: only in the shim (not in the stub): {kind} {name}: {sorted(shim[key])}")
            elif stub[key] != shim[key]:
                differences.append(
                    f"{module}: {kind} {name} differs:\n    stub: {sorted(stub[key])}\n    shim: {sorted(shim[key])}"
                )
    for line in differences:
        print(line)
    total = sum(len(declarations(stub_dir, m)) for m in modules)
    print(f"shim-drift: {len(differences)} differences in {total} public declarations of {', '.join(modules)}")
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())
