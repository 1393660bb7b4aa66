#!/usr/bin/env bash
# The test-only WebKit and AppKit shim (Tests/Shim, Linux) must declare exactly what the stub beside this script
# declares: the stub is the guard of Apple's real signatures, the shim implements them on WebKitGTK. Builds both,
# extracts their public declarations (swift-symbolgraph-extract) and compares them (compare-symbols.py).
# usage: shim-drift.sh [PROJECT_ROOT]   (default: the current directory). Exits non-zero on any difference.
set -euo pipefail
source "$(dirname "$0")/stub-sdk.sh" "${1:-.}"
mkdir -p "$work/stub" "$work/shim" "$work/stub-graph" "$work/shim-graph"
swift build --target WebKit >"$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
bin=$(swift build --show-bin-path)
modules="$bin/Modules"; [ -d "$modules" ] || modules="$bin"
# The macOS stub, as check.sh builds it (the Core Graphics types are AppKit's, as in the shim).
build_stub "$work/stub" AppKit
# The shim's modules import CWebKitGTK internally: its module map and WebKitGTK's headers must be found to load them.
cflags=()
for flag in $(pkg-config --cflags webkitgtk-6.0); do cflags+=(-Xcc "$flag"); done
for module in AppKit WebKit; do
  swift-symbolgraph-extract -module-name "$module" -I "$work/stub" -target "$(uname -m)-unknown-linux-gnu" \
    -minimum-access-level public -output-dir "$work/stub-graph"
  swift-symbolgraph-extract -module-name "$module" -I "$modules" -I "$root/Sources/CWebKitGTK" "${cflags[@]}" \
    -target "$(uname -m)-unknown-linux-gnu" -minimum-access-level public -output-dir "$work/shim-graph"
done
python3 "$here/compare-symbols.py" "$work/stub-graph" "$work/shim-graph" AppKit WebKit
