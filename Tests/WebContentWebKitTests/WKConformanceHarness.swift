#if canImport(WebKit)
import Foundation
import Testing
import WebContentConformance
import WebContentCore
@testable import WebContentWebKit
import WebKit

#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

/// Runs the conformance bodies on WKWebView: faults and gestures are provoked for real.
///
/// Each web view is put in a shown window, as the GTK harness does: a web view in no window is not visible,
/// so WebKit throttles its timers and animation frames and a render never settles.
@MainActor
final class WKConformanceHarness: ConformanceHarness {
    private var windows: [ObjectIdentifier: HostWindow] = [:]
    let page: any ConformancePage = ScriptedConformancePage()

    func makeEngine(_ configuration: WebViewConfiguration) async throws -> any ConfiguredWebEngine {
        await WebKitWarmUp.ensure()
        let engine = WKWebEngine(configuration: configuration)
        windows[ObjectIdentifier(engine)] = HostWindow(showing: engine.webView)
        return engine
    }

    /// Kills the web process through WebKit's own testing hook; WebKit has no public API for it.
    func terminateWebProcess(of engine: any WebEngine & WebPresentation) async {
        guard let webView = (engine as? WKWebEngine)?.webView else {
            Issue.record("not a WKWebEngine")
            return
        }
        for name in ["_killWebContentProcessAndResetState", "_killWebContentProcess"] {
            let selector = NSSelectorFromString(name)
            if webView.responds(to: selector) {
                _ = webView.perform(selector)
                return
            }
        }
        Issue.record("this WebKit offers no way to kill its web process in tests")
    }

    func waitingNavigationDecisions(of engine: any WebEngine & WebPresentation) async -> Int {
        (engine as? WKWebEngine)?.session.waitingNavigations ?? 0
    }

    func dispose(_ engine: any WebEngine & WebPresentation) async {
        await engine.close()
        windows[ObjectIdentifier(engine)]?.close()
        windows[ObjectIdentifier(engine)] = nil
    }
}

/// A shown window holding one web view.
@MainActor
final class HostWindow {
    #if canImport(UIKit)
    private let window: UIWindow

    init(showing webView: WKWebView) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: webView.frame.width, height: 800))
        window.addSubview(webView)
        window.isHidden = false
    }

    func close() {
        window.isHidden = true
    }
    #elseif canImport(AppKit)
    private let window: NSWindow

    init(showing webView: WKWebView) {
        window = NSWindow(
            contentRect: NSRect(x: 0, y: 0, width: webView.frame.width, height: 800), styleMask: [.borderless],
            backing: .buffered, defer: false)
        window.isReleasedWhenClosed = false
        window.contentView?.addSubview(webView)
        window.orderFrontRegardless()
    }

    func close() {
        window.orderOut(nil)
        window.close()
    }
    #endif
}
#endif
