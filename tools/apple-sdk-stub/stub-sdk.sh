# What check.sh and shim-drift.sh share, sourced by both (not run on its own): the project root as the current
# folder, a scratch folder that goes at exit, and the WebKit stub's modules built the one way both compare against.
# usage (from a script beside it): source "$(dirname "$0")/stub-sdk.sh" "${1:-.}"
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "${1:-.}" && pwd)
cd "$root"
export PATH="$PATH:/opt/swift/usr/bin"
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT

# What the stub and the test shim share, one file each, the shim's (see its header), compiled into both: WebKit's
# protocols, and NSPrintInfo (AppKit's, so only the macOS stub has it).
shared_protocols="$root/Tests/Shim/WebKit/WKProtocols.swift"
shared_print_info="$root/Tests/Shim/AppKit/NSPrintInfo.swift"

# Builds the stub's UI framework $2 (AppKit or UIKit, with the Core Graphics it re-exports) and WebKit over it into
# the folder $1; further arguments go to WebKit's compile (`-D STUB_UIKIT` for the iOS SDK).
build_stub() {
  local out=$1 framework=$2 shared=(); shift 2
  [ "$framework" = AppKit ] && shared=("$shared_print_info")
  swiftc -parse-as-library -swift-version 6 -emit-module -module-name "$framework" \
    -o "$out/$framework.swiftmodule" "$here/$framework.swift" "$here/CoreGraphics.swift" "${shared[@]}"
  swiftc -parse-as-library -swift-version 6 -emit-module -module-name WebKit "$@" -I "$out" \
    -o "$out/WebKit.swiftmodule" "$here/WebKit.swift" "$here/WebKit+UIKit.swift" "$shared_protocols"
}
