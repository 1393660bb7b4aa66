#if canImport(WebKit) && os(Linux)
import AppKit
import Foundation
import RealEngineSuites
import Testing
import WebKit

/// The shim keeps Apple's documented rules on real WebKit: the frames of an app's own load, result types, one PDF
/// page from `createPDF`, and the
/// Objective-C exceptions WebKit raises for a completion handler or a scheme task used against its rules (the shim
/// records them as issues, which these tests expect).
@MainActor
@Suite(.serialized, .realEngines, .timeLimit(.minutes(10))) struct ShimAppleRulesTests {
    @Test func anAppStartedLoadHasNoSourceFrameAndALinkClickHasOne() async throws {
        try await ShimWebView.with { shim in
            #expect(await shim.loadStayingPut("<a id=l href='https://example.com/next'>next</a>"))
            let first = try #require(shim.decisions.first)
            #expect(first.type == .other && first.targetIsMainFrame == true)
            #expect(!first.sourceIsMainFrame, "a load the app started has no source frame: nil reads as not main")
            _ = try await shim.evaluate("document.getElementById('l').click(); 1")
            #expect(await eventuallyTrue { shim.decisions.count == 2 })
            let click = try #require(shim.decisions.last)
            #expect(click.type == .linkActivated && click.sourceIsMainFrame && click.url?.path == "/next")
        }
    }

    /// https://developer.apple.com/documentation/webkit/wkwebview/createpdf(configuration:completionhandler:):
    /// one page of the whole content by default.
    @Test func createPDFMakesOnePageOfTheWholeContent() async throws {
        try await ShimWebView.with { shim in
            #expect(await shim.load("<body style='margin:0'><div style='height:3000px'>tall</div></body>"))
            let pdf = try await withCheckedThrowingContinuation { continuation in
                shim.webView.createPDF { continuation.resume(with: $0) }
            }
            #expect(pdf.starts(with: Array("%PDF".utf8)))
            #expect(Self.pageCount(pdf) == 1)
        }
    }

    /// https://developer.apple.com/documentation/webkit/wknavigationtype: a form's submission and a reload are told
    /// apart from a link click and the app's own load (the shim reads WebKitGTK's type by Apple's raw values).
    @Test func aFormSubmissionAndAReloadHaveTheirTypes() async throws {
        try await ShimWebView.with { shim in
            #expect(await shim.loadStayingPut("<form action='https://example.com/sent'><input name=q value=1></form>"))
            _ = try await shim.evaluate("document.forms[0].submit(); 1")
            #expect(await eventuallyTrue { shim.decisions.count == 2 })
            _ = try await shim.evaluate("location.reload(); 1")
            #expect(await eventuallyTrue { shim.decisions.count == 3 })
            #expect(shim.decisions.map(\.type) == [.other, .formSubmitted, .reload])
        }
    }

    @Test func resultsHaveApplesTypes() async throws {
        try await ShimWebView.with { shim in
            #expect(await shim.load("<p>values</p>"))
            #expect(try await shim.evaluate("undefined") == nil)
            let number = try #require(try await shim.evaluate("1 + 1") as? NSNumber)
            #expect(number.doubleValue == 2 && String(cString: number.objCType) != "c")
            let flag = try #require(try await shim.evaluate("true") as? NSNumber)
            #expect(String(cString: flag.objCType) == "c", "a boolean is a CFBoolean-like NSNumber")
            let object = try #require(try await shim.evaluate("({a: [1, 'x', null], b: undefined})") as? [String: Any])
            #expect(object.keys.sorted() == ["a"])
            #expect((object["a"] as? [Any])?.last is NSNull)
            let error = await #expect(throws: NSError.self) { _ = try await shim.evaluate("(function () {})") }
            #expect(
                error?.domain == WKErrorDomain && error?.code == WKError.Code.javaScriptResultTypeIsUnsupported.rawValue
            )
            let thrown = await #expect(throws: NSError.self) {
                _ = try await shim.evaluate("throw new RangeError('x')")
            }
            #expect(thrown?.code == WKError.Code.javaScriptExceptionOccurred.rawValue)
            #expect(thrown?.userInfo["WKJavaScriptExceptionMessage"] as? String == "RangeError: x")
        }
    }

    /// https://developer.apple.com/documentation/webkit/wkcontentruleliststore: WebKit's JSON rules, compiled and
    /// put on a content controller, block what they match; JSON WebKit does not accept fails to compile.
    @Test func aContentRuleListBlocksWhatItMatches() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shim-rules-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try #require(WKContentRuleListStore(url: folder))
        let rules = #"[{"trigger": {"url-filter": "^held:"}, "action": {"type": "block"}}]"#
        let list = try #require(
            try await store.compileContentRuleList(forIdentifier: "held", encodedContentRuleList: rules))
        await #expect(throws: (any Error).self) {
            _ = try await store.compileContentRuleList(forIdentifier: "broken", encodedContentRuleList: "[{}")
        }
        for blocked in [true, false] {
            let handler = HoldingSchemeHandler()
            let configuration = WKWebViewConfiguration()
            configuration.setURLSchemeHandler(handler, forURLScheme: "held")
            if blocked { configuration.userContentController.add(list) }
            let shim = ShimWebView(configuration: configuration)
            defer { shim.close() }
            #expect(await shim.load("<p>rules</p>"))
            if blocked {
                // A blocked image fails at once, and its request never reaches the handler.
                let outcome = try await shim.webView.callAsyncJavaScript(
                    """
                    const image = new Image();
                    const settled = new Promise(resolve => { image.onload = () => resolve('loaded'); image.onerror = () => resolve('failed'); });
                    image.src = 'held://image/1';
                    return await settled;
                    """, contentWorld: .page)
                #expect(outcome as? String == "failed")
                #expect(handler.started.isEmpty, "a blocked request reached the scheme handler")
            } else {
                _ = try await shim.evaluate(
                    "document.body.append(Object.assign(new Image(), {src: 'held://image/1'})); 1")
                #expect(
                    await eventuallyTrue { handler.started.count == 1 }, "without the list the request goes through")
            }
        }
    }

    /// The controller reads its messages in a task it starts when made: made inside `withKnownIssue`, the issue
    /// WebKit's rule raises lands there.
    @Test func aReplyHandlerCalledTwiceIsAnError() async throws {
        try await withKnownIssue("WebKit raises for a reply handler called twice") {
            let answer = try await Self.post(named: "twice") { reply in
                reply("first", nil)
                reply("second", nil)
            }
            #expect(answer == "first")
        } matching: {
            $0.comments.contains { $0.rawValue.contains("more than once") }
        }
    }

    @Test func aReplyHandlerNeverCalledIsAnErrorAndRejectsThePage() async throws {
        try await withKnownIssue("WebKit raises for a reply handler released uncalled") {
            let outcome = try await Self.post(named: "never") { _ in }
            #expect(outcome == "rejected")
        } matching: {
            $0.comments.contains { $0.rawValue.contains("was not called") }
        }
    }

    /// Posts a message to a handler that does `reply` with its reply handler; what the page's Promise settled to.
    private static func post(
        named name: String, _ reply: @escaping (@escaping @MainActor @Sendable (Any?, String?) -> Void) -> Void
    ) async throws -> String? {
        let configuration = WKWebViewConfiguration()
        configuration.userContentController.addScriptMessageHandler(
            ReplyingHandler(reply), contentWorld: .page, name: name)
        let shim = ShimWebView(configuration: configuration)
        defer { shim.close() }
        #expect(await shim.load("<p>messages</p>"))
        let outcome = try await shim.webView.callAsyncJavaScript(
            """
            try { return await window.webkit.messageHandlers[name].postMessage(1); } catch { return 'rejected'; }
            """, arguments: ["name": name], contentWorld: .page)
        return outcome as? String
    }

    @Test func aSchemeTaskUsedAfterStopIsAnError() async throws {
        try await ShimWebView.withHeldScheme { shim, handler in
            _ = shim.webView.load(URLRequest(url: URL(string: "held://page/1")!))
            #expect(await eventuallyTrue { handler.started.count == 1 })
            shim.webView.stopLoading()
            #expect(handler.stopped.count == 1)
            let task = try #require(handler.started.first)
            withKnownIssue("WebKit raises for a task used after stop") {
                task.didReceive(
                    URLResponse(
                        url: task.request.url!, mimeType: "text/html", expectedContentLength: 0, textEncodingName: nil))
            } matching: {
                $0.comments.contains { $0.rawValue.contains("after the task was stopped") }
            }
        }
    }

    /// The number of page objects in a PDF (cairo writes them uncompressed).
    private static func pageCount(_ pdf: Data) -> Int {
        String(decoding: pdf, as: UTF8.self).matches(of: #/\/Type\s*\/Page[^s]/#).count
    }
}

/// A message handler with reply that does `body` with the reply handler.
@MainActor
final class ReplyingHandler: NSObject, WKScriptMessageHandlerWithReply {
    private let body: (@escaping @MainActor @Sendable (Any?, String?) -> Void) -> Void

    init(_ body: @escaping (@escaping @MainActor @Sendable (Any?, String?) -> Void) -> Void) { self.body = body }

    func userContentController(
        _ userContentController: WKUserContentController, didReceive message: WKScriptMessage,
        replyHandler: @escaping @MainActor @Sendable (Any?, String?) -> Void
    ) { body(replyHandler) }
}

/// A scheme handler that answers nothing and keeps every task it was given and told to stop.
@MainActor
final class HoldingSchemeHandler: NSObject, WKURLSchemeHandler {
    private(set) var started: [any WKURLSchemeTask] = []
    private(set) var stopped: [any WKURLSchemeTask] = []

    func webView(_ webView: WKWebView, start urlSchemeTask: any WKURLSchemeTask) { started.append(urlSchemeTask) }

    func webView(_ webView: WKWebView, stop urlSchemeTask: any WKURLSchemeTask) { stopped.append(urlSchemeTask) }
}
#endif
