#!/usr/bin/env bash
# Compile-checks Sources/WebContentWebKit against the stub SDK beside this script (see README.md).
# usage: check.sh [PROJECT_ROOT]   (default: the current directory)
# Exits non-zero on any compiler error or warning (the house rule is zero warnings).
set -euo pipefail
source "$(dirname "$0")/stub-sdk.sh" "${1:-.}"
# The core's own build output (pkg-config notes) is not this check's business unless the build fails.
swift build --target WebContentCore --target WebContentConformance --target RealEngineSuites \
  --target WebContentLoopback >"$work/build.log" 2>&1 \
  || { cat "$work/build.log"; exit 1; }
bin=$(swift build --show-bin-path)
modules="$bin/Modules"; [ -d "$modules" ] || modules="$bin"
# `package` declarations are visible only inside the package name SwiftPM compiled the core with. That name
# comes from the checkout's folder (a worktree or a CI clone has its own), so read it from SwiftPM's build plan
# rather than guessing it from the folder name.
plan="$(dirname "$bin")/$(basename "$bin").yaml"
[ -f "$plan" ] || plan="$root/.build/debug.yaml"
package=$(grep -- '"-module-name","WebContentCore"' "$plan" | grep -o -- '-package-name","[^"]*"' | head -1 \
  | sed 's/.*","//; s/"$//' || true)
if [ -z "$package" ]; then
  echo "apple-sdk-stub: cannot read WebContentCore's -package-name from $plan" >&2
  exit 2
fi
# The tests import WebContentLoopback, whose server (FlyingFox) imports C modules: their module maps, as SwiftPM
# passed them when it compiled WebContentLoopback.
clang_maps=()
while read -r map; do clang_maps+=(-Xcc "$map"); done < <(grep -- '"-module-name","WebContentLoopback"' "$plan" \
  | grep -o -- '-fmodule-map-file=[^"]*' | sort -u)
# The macOS SDK: AppKit (with the Core Graphics it re-exports) and WebKit over it.
build_stub "$work" AppKit
# The iOS SDK, in a folder of its own so that no AppKit is found beside it (as on iOS): UIKit (with Core Graphics),
# and WebKit over it with its iOS declarations (`-D STUB_UIKIT`). Swift Testing cross-imports `_Testing_UIKit`
# wherever UIKit is imported with it; Apple's SDK has one, an empty module stands in for it here.
ios="$work/uikit"; mkdir -p "$ios"
build_stub "$ios" UIKit -D STUB_UIKIT
: >"$ios/empty.swift"
swiftc -parse-as-library -swift-version 6 -emit-module -module-name _Testing_UIKit -o "$ios/_Testing_UIKit.swiftmodule" \
  "$ios/empty.swift"
mapfile -t sources < <(find Sources/WebContentWebKit -name '*.swift' | sort)
# Tests/WebContentWebKitTests/Shim tests the Linux shim itself (its limits, its enforcement of WebKit's rules):
# they use the shim's own declarations, which Apple's SDK does not have.
mapfile -t tests < <(find Tests/WebContentWebKitTests -name '*.swift' -not -path '*/Shim/*' | sort)
# Compiles the adapter as a testable module against the SDK stub in $1 (into $1), then type-checks its test target
# (Swift Testing and the conformance bodies) against it; logs go to $1/log and $1/tests.log, the status to $rc.
check() {
  local sdk=$1
  set +e
  swiftc -parse-as-library -swift-version 6 -enable-testing -emit-module -module-name WebContentWebKit \
    -package-name "$package" -I "$sdk" -I "$modules" -o "$sdk/WebContentWebKit.swiftmodule" "${sources[@]}" \
    2>&1 | tee "$sdk/log"
  rc=${PIPESTATUS[0]}
  if [ "$rc" -eq 0 ]; then
    swiftc -parse-as-library -swift-version 6 -typecheck -module-name WebContentWebKitTests \
      -package-name "$package" -I "$sdk" -I "$modules" "${clang_maps[@]}" "${tests[@]}" 2>&1 | tee "$sdk/tests.log"
    rc=${PIPESTATUS[0]}
  fi
  set -e
}
# A diagnostic at a place (`file:line:column:`) or at none (`<unknown>:0:`, such as a missing module).
count() { grep -cE "^[^ ].*:[0-9]+(:[0-9]+)?: $1: " "$2" 2>/dev/null || true; }
clean() { [ "$rc" -eq 0 ] && ! grep -qE '^[^ ].*:[0-9]+(:[0-9]+)?: (error|warning): ' "$1/log" "$1/tests.log" 2>/dev/null; }
# Checks against the SDK in $1 and prints its two counts, named with $2 (the SDK's name, if not the macOS one's);
# fails if either has an error or a warning.
pass() {
  local sdk=$1 name=${2:+ ($2)}
  check "$sdk"
  echo "apple-sdk-stub: WebContentWebKit against the stub SDK$name: $(count error "$sdk/log") errors," \
    "$(count warning "$sdk/log") warnings"
  echo "apple-sdk-stub: WebContentWebKitTests against it$name: $(count error "$sdk/tests.log") errors," \
    "$(count warning "$sdk/tests.log") warnings"
  clean "$sdk"
}
macos_clean=0; pass "$work" || macos_clean=1
# The same sources with UIKit in place of AppKit, so that their `#if canImport(UIKit)` branches are type-checked.
ios_clean=0; pass "$ios" UIKit || ios_clean=1
[ "$macos_clean" -eq 0 ] && [ "$ios_clean" -eq 0 ]
