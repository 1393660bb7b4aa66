#if canImport(WebKit)
import Foundation
import WebContentCore
import WebKit

extension WKWebEngine {
    /// Evaluates `source` in `world`; fails with `.timeout` after `timeout`, `.javaScript` when it throws.
    public func evaluateJavaScript(_ source: String, in world: ScriptWorld, timeout: Duration) async throws -> JSONValue
    {
        guard !isClosed else { throw WebContentError.engineClosed }
        let contentWorld = Self.contentWorld(world)
        return try await calls.run(JSONValue.self, timeout: timeout, what: "evaluateJavaScript") { call in
            let id = call.id
            webView.evaluateJavaScript(source, in: nil, in: contentWorld) { [weak self] result in
                self?.answer(id, with: Self.outcome(result))
            }
        }
    }

    /// Calls an async function body with `arguments` passed as values and awaits its Promise.
    ///
    /// WebKit makes each argument a parameter of the function: no value is ever spliced into source. The result
    /// comes back as `JSON.stringify` text, so it reads by the same rules as on WebKitGTK.
    public func callAsyncJavaScript(
        _ body: String, arguments: [String: JSONValue], in world: ScriptWorld, timeout: Duration
    ) async throws -> JSONValue {
        guard !isClosed else { throw WebContentError.engineClosed }
        try JavaScriptArguments.validate(arguments)
        let values = try arguments.mapValues(FoundationJSON.object)
        let (source, contentWorld) = (JavaScriptArguments.bodyReturningJSON(body), Self.contentWorld(world))
        return try await calls.run(JSONValue.self, timeout: timeout, what: "callAsyncJavaScript") { call in
            let id = call.id
            webView.callAsyncJavaScript(source, arguments: values, in: nil, in: contentWorld) { [weak self] result in
                self?.answer(
                    id,
                    with: result.mapError(WebKitErrorReader.engineError).flatMap {
                        JavaScriptResult.value(jsonText: (try? FoundationJSON.value($0))?.stringValue)
                    })
            }
        }
    }

    /// Bridge calls run the bridge body through `callAsyncJavaScript`: WebKit passes the payload as a value.
    public func callBridge(_ handler: String, payload: JSONValue, timeout: Duration) async throws -> JSONValue {
        try await callBridgeByAsyncJavaScript(handler, payload: payload, timeout: timeout)
    }

    /// A PNG image of the whole document, cut to the content's measured height when that is shorter.
    public func snapshotPNG() async throws -> Data {
        try await snapshot(as: "PNG", SnapshotImage.png)
    }

    /// The whole document's pixels, cut as ``snapshotPNG()`` cuts them and to `maximumRows` rows.
    public func snapshotPixels(maximumRows: Int) async throws -> ContentPixels {
        try await snapshot(as: "pixels") { SnapshotImage.pixels($0, maximumRows: maximumRows) }
    }

    /// An image of the whole document, cut to the content's measured height when that is shorter, made into
    /// `Value` where WebKit hands it over (the image itself stays on the main actor).
    ///
    /// WebKit captures only the view's bounds, so a windowless view takes the document's height for the capture and
    /// gets its own back afterwards; a view in a window keeps its frame (it is on screen) and the captured rectangle
    /// reaches below its bounds (see ``SnapshotPlan``).
    private func snapshot<Value: Sendable>(
        as what: String, _ convert: @escaping @MainActor (PlatformImage) -> Value?
    ) async throws -> Value {
        guard !isClosed else { throw WebContentError.engineClosed }
        let content = await measuredContentHeight(timeout: configuration.stepTimeout)
        let document = try? await evaluateJavaScript(
            SnapshotPlan.documentHeightScript, in: .content, timeout: configuration.stepTimeout)
        let plan = SnapshotPlan(
            currentHeight: snapshotResize.ownHeight(current: Double(webView.frame.height)),
            documentHeight: document?.doubleValue, contentHeight: content, isInWindow: webView.window != nil)
        if plan.viewHeight != plan.restoredHeight {
            snapshotResize.hold(ownHeight: plan.restoredHeight)
            webView.frame.size.height = CGFloat(plan.viewHeight)
        }
        defer {
            if plan.viewHeight != plan.restoredHeight, let height = snapshotResize.release() {
                webView.frame.size.height = CGFloat(height)
            }
        }
        let snapshot = WKSnapshotConfiguration()
        snapshot.rect = CGRect(x: 0, y: 0, width: webView.bounds.width, height: CGFloat(plan.captureHeight))
        snapshot.afterScreenUpdates = plan.waitsForScreenUpdates
        let timeout = WholeDocumentBudget.timeout(stepTimeout: configuration.stepTimeout)
        return try await calls.run(Value.self, timeout: timeout, what: "snapshot") { call in
            let id = call.id
            webView.takeSnapshot(with: snapshot) { [weak self] image, error in
                let outcome: Result<Value, WebContentError> =
                    if let error {
                        .failure(.loadFailed("snapshot: \(error.localizedDescription)"))
                    } else if let value = image.flatMap(convert) {
                        .success(value)
                    } else {
                        .failure(.malformedResult("snapshot returned no \(what)"))
                    }
                self?.answer(id, with: outcome)
            }
        }
    }

    /// A PDF of the whole document (`createPDF`): WebKit's public API makes it one page as tall as the document,
    /// not paged like a print; its text stays text.
    public func printPDF() async throws -> Data {
        guard !isClosed else { throw WebContentError.engineClosed }
        let timeout = WholeDocumentBudget.timeout(stepTimeout: configuration.stepTimeout)
        return try await calls.run(Data.self, timeout: timeout, what: "print") { call in
            let id = call.id
            webView.createPDF(configuration: WKPDFConfiguration()) { [weak self] result in
                self?.answer(id, with: result.mapError { .loadFailed("print: \($0.localizedDescription)") })
            }
        }
    }

    /// Finishes the call `id` with what WebKit's completion handler made of its answer, if it is still waiting.
    ///
    /// WebKit's handlers are `@Sendable`, so they carry the call's id, not the call, which lives on the main actor.
    func answer<Value: Sendable>(_ id: UInt64, with outcome: Result<Value, WebContentError>) {
        calls.call(id, as: Value.self)?.finish(outcome)
    }

    /// What an evaluation's completion handler received, read by the core's rules for every engine.
    static func outcome(_ result: Result<Any, any Error>) -> Result<JSONValue, WebContentError> {
        result.mapError(WebKitErrorReader.engineError).flatMap { object in
            Result { try FoundationJSON.value(object) }.mapError { $0 as? WebContentError ?? .malformedResult("\($0)") }
        }
    }
}
#endif
