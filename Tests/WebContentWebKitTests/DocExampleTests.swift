#if canImport(UIKit) || canImport(AppKit)
// snippet webkit-getting-started
import WebContentCore
import WebContentWebKit
// snippet end
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

#if canImport(UIKit)
typealias SampleContainer = UIView
#else
typealias SampleContainer = NSView
#endif

/// WebContentWebKit's "Getting started", compiled against Apple's SDK (and, on Linux, against the SDK stub by
/// tools/apple-sdk-stub/check.sh): a message in a module whose engine's web view sits in the app's `container`.
@MainActor
func webKitGettingStarted(container: SampleContainer, html: String) async throws -> ContentRenderResult? {
    // snippet webkit-getting-started
    let configuration = WebViewConfiguratorFactory.make(.email).build()
    let engine = try await WKWebEngine.make(configuration: configuration)
    let module = ContentAssembly.assemble(engine: engine)
    container.addSubview(engine.webView)

    let result = await module.renderAndWait(ContentDocument(html: html))
    // snippet end
    return try? result.get()
}
#endif
