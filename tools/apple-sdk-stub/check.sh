#!/usr/bin/env bash
# Compile-checks Sources/WebContentWebKit against the stub SDK beside this script (see README.md).
# usage: check.sh [PROJECT_ROOT]   (default: the current directory)
# Exits non-zero on any compiler error or warning (the house rule is zero warnings).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "${1:-.}" && pwd)
cd "$root"
export PATH="$PATH:/opt/swift/usr/bin"
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
# The core's own build output (pkg-config notes) is not this check's business unless the build fails.
swift build --target WebContentCore >"$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
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
swiftc -parse-as-library -swift-version 6 -emit-module -module-name AppKit -o "$work/AppKit.swiftmodule" "$here/AppKit.swift"
swiftc -parse-as-library -swift-version 6 -emit-module -module-name WebKit -I "$work" -o "$work/WebKit.swiftmodule" "$here/WebKit.swift"
mapfile -t sources < <(find Sources/WebContentWebKit -name '*.swift' | sort)
set +e
swiftc -parse-as-library -swift-version 6 -typecheck -module-name WebContentWebKit \
  -package-name "$package" -I "$work" -I "$modules" "${sources[@]}" 2>&1 | tee "$work/log"
rc=${PIPESTATUS[0]}
set -e
errors=$(grep -cE '^[^ ].*:[0-9]+:[0-9]+: error: ' "$work/log" || true)
warnings=$(grep -cE '^[^ ].*:[0-9]+:[0-9]+: warning: ' "$work/log" || true)
echo "apple-sdk-stub: WebContentWebKit against the stub SDK: $errors errors, $warnings warnings"
[ "$rc" -eq 0 ] && [ "$errors" -eq 0 ] && [ "$warnings" -eq 0 ]
