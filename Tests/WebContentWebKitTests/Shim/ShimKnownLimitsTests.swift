#if canImport(WebKit) && os(Linux)
import AppKit
import Foundation
import RealEngineSuites
import Testing
import WebKit

/// What Apple documents and WebKitGTK cannot do (`ShimLimits`), each asserted as Apple documents it and marked as
/// a known issue of the shim: if WebKitGTK ever learns it, the test says so ("known issue was not recorded").
@MainActor
@Suite(.serialized, .realEngines, .timeLimit(.minutes(10))) struct ShimKnownLimitsTests {
    /// https://developer.apple.com/documentation/webkit/wknavigationaction/sourceframe: an iframe's link click starts
    /// in the iframe.
    @Test func anIframeLinkClickStartsInTheIframe() async throws {
        try await ShimWebView.with { shim in
            let frame = "<a id=l href='https://example.com/in-frame'>in frame</a>"
            #expect(await shim.loadStayingPut("<iframe srcdoc=\"\(frame)\"></iframe>"))
            #expect(await eventuallyTrue { shim.decisions.count >= 2 })  // the page, then its iframe's document
            _ = try await shim.evaluate(
                "document.querySelector('iframe').contentDocument.getElementById('l').click(); 1")
            #expect(await eventuallyTrue { shim.decisions.contains { $0.url?.path == "/in-frame" } })
            let click = try #require(shim.decisions.last { $0.url?.path == "/in-frame" })
            withKnownIssue(Comment(rawValue: ShimLimits.frames)) {
                #expect(!click.sourceIsMainFrame && click.targetIsMainFrame == false)
            }
        }
    }

    /// https://developer.apple.com/documentation/webkit/wkurlschemehandler/webview(_:stop:): WebKit stops a task
    /// whose load it dropped (here: its iframe was removed).
    @Test func aDroppedSchemeRequestIsStopped() async throws {
        try await ShimWebView.withHeldScheme { shim, handler in
            // The page cannot finish while its iframe waits: its load is not awaited.
            shim.webView.loadHTMLString("<iframe src='held://frame/1'></iframe>", baseURL: nil)
            #expect(await eventuallyTrue { handler.started.count == 1 })
            _ = try await shim.evaluate("document.querySelector('iframe').remove(); 1")
            await withKnownIssue(Comment(rawValue: ShimLimits.schemeTaskStop)) {
                #expect(await eventuallyTrue(within: .seconds(3)) { handler.stopped.count == 1 })
            }
        }
    }
}
#endif
