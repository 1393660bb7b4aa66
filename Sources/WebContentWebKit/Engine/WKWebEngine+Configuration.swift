#if canImport(WebKit)
import Foundation
import WebContentCore
import WebContentPageSession
import WebKit

extension WKWebEngine {
    /// The core's `EngineSettings` copied onto WebKit's configuration; untrusted documents come through the
    /// content scheme with a Content-Security-Policy header; nothing persists on disk.
    static func webViewConfiguration(
        for configuration: WebViewConfiguration, contentController: WKUserContentController,
        schemeHandler: ContentSchemeHandler, resourceHandler: ResourceSchemeHandler?
    ) -> WKWebViewConfiguration {
        let setup = WKWebViewConfiguration()
        setup.userContentController = contentController
        setup.websiteDataStore = .nonPersistent()
        setup.setURLSchemeHandler(schemeHandler, forURLScheme: ServedDocument.scheme)
        resourceHandler?.register(on: setup)
        let settings = EngineSettings(configuration)
        let page = WKWebpagePreferences()
        page.allowsContentJavaScript = settings.runsPageScripts
        setup.defaultWebpagePreferences = page
        setup.preferences.javaScriptCanOpenWindowsAutomatically = settings.scriptsOpenWindows
        setup.mediaTypesRequiringUserActionForPlayback = .all
        // `canImport(UIKit)` rather than `os(iOS)`: the same platforms where WebKit is (iOS, visionOS, Mac Catalyst),
        // and the condition the stub SDK's UIKit pass type-checks.
        #if canImport(UIKit)
        // The shell's viewport meta says user-scalable=no when zoom is off; keep WebKit honouring it.
        setup.ignoresViewportScaleLimits = false
        setup.dataDetectorTypes = []
        #endif
        return setup
    }

    /// The WebKit content world for a ``ScriptWorld``.
    static func contentWorld(_ world: ScriptWorld) -> WKContentWorld {
        guard let name = world.name else { return .page }
        return .world(name: name)
    }

    /// WebKit's link previews as the core's `EngineSettings.allowsLinkPreview(hasLinkMenu:)` says: only iOS
    /// has the engine's own link menu (`WKWebEngine+ContextMenu.swift`).
    func applyLinkPreviewPolicy() {
        #if canImport(UIKit)
        webView.allowsLinkPreview = EngineSettings.allowsLinkPreview(hasLinkMenu: true)
        #else
        webView.allowsLinkPreview = EngineSettings.allowsLinkPreview(hasLinkMenu: false)
        #endif
    }

    /// Zoom off: macOS magnification is disabled (iOS follows the shell's viewport meta).
    func applyZoomPolicy() {
        #if os(macOS)
        webView.allowsMagnification = EngineSettings(configuration).allowsZoom
        #endif
        webView.pageZoom = 1
    }

    /// Reports the page title to the presentation delegate whenever WebKit changes it.
    func observeTitle() {
        titleObservation = webView.observe(\.title, options: [.new]) { [weak self] webView, _ in
            // KVO for WKWebView's title fires on the main thread, where WebKit runs.
            MainActor.assumeIsolated {
                self?.titleChanged(to: webView.title)
            }
        }
    }
}
#endif
