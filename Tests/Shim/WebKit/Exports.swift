// What `import WebKit` brings on Apple's platforms: Foundation (URLRequest lives in FoundationNetworking on Linux)
// and, on macOS, AppKit.
@_exported import AppKit
@_exported import Foundation
@_exported import FoundationNetworking
