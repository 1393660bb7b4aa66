#if canImport(WebKit)
import Foundation
import WebContentCore
import WebKit

extension WKWebEngine {
    /// Evaluates `source` in `world`; fails with `.timeout` after `timeout`, `.javaScript` when it throws.
    public func evaluateJavaScript(_ source: String, in world: ScriptWorld, timeout: Duration) async throws -> JSONValue {
        guard !isClosed else { throw WebEngineError.engineClosed }
        let contentWorld = Self.contentWorld(world)
        return try await calls.run(JSONValue.self, timeout: timeout, what: "evaluateJavaScript") { call in
            webView.evaluateJavaScript(source, in: nil, in: contentWorld) { result in
                call.finish(Self.outcome(result))
            }
        }
    }

    /// Calls an async function body with `arguments` passed as values and awaits its Promise.
    ///
    /// WebKit makes each argument a parameter of the function: no value is ever spliced into source.
    public func callAsyncJavaScript(
        _ body: String, arguments: [String: JSONValue], in world: ScriptWorld, timeout: Duration
    ) async throws -> JSONValue {
        guard !isClosed else { throw WebEngineError.engineClosed }
        var objects: [String: Any] = [:]
        do {
            for (name, value) in arguments { objects[name] = try FoundationJSON.object(value) }
        } catch {
            throw WebEngineError.invalidInput("arguments are not representable in JSON: \(error)")
        }
        let contentWorld = Self.contentWorld(world)
        let values = objects
        return try await calls.run(JSONValue.self, timeout: timeout, what: "callAsyncJavaScript") { call in
            webView.callAsyncJavaScript(body, arguments: values, in: nil, in: contentWorld) { result in
                call.finish(Self.outcome(result))
            }
        }
    }

    /// Bridge calls run the bridge body through `callAsyncJavaScript`: WebKit passes the payload as a value.
    public func callBridge(_ handler: String, payload: JSONValue, timeout: Duration) async throws -> JSONValue {
        try await callBridgeByAsyncJavaScript(handler, payload: payload, timeout: timeout)
    }

    /// A PNG image of the whole document, cut to the content's measured height when that is shorter.
    ///
    /// A web view in no hierarchy (headless use) is first grown to the document's height, as a self-sizing host
    /// would; a hosted one is captured within its bounds, which its host sizes to the content.
    public func snapshotPNG() async throws -> Data {
        guard !isClosed else { throw WebEngineError.engineClosed }
        let content = await measuredContentHeight(timeout: configuration.stepTimeout)
        if webView.superview == nil {
            let measured = try await evaluateJavaScript(
                "Math.ceil(document.documentElement.scrollHeight)", in: .content, timeout: configuration.stepTimeout)
            let height = max(measured.doubleValue ?? 0, contentSize.height)
            if height > Double(webView.frame.height) { webView.frame.size.height = CGFloat(height) }
        }
        let snapshot = WKSnapshotConfiguration()
        snapshot.rect = CGRect(origin: .zero, size: webView.bounds.size)
        // A short document leaves blank view under it: as on GTK, the image ends where the content does.
        if let content, CGFloat(content) < snapshot.rect.height { snapshot.rect.size.height = CGFloat(content) }
        snapshot.afterScreenUpdates = true
        return try await calls.run(Data.self, timeout: configuration.stepTimeout, what: "snapshot") { call in
            webView.takeSnapshot(with: snapshot) { image, error in
                if let error {
                    call.fail(.loadFailed("snapshot: \(error.localizedDescription)"))
                } else if let image, let png = PNGEncoder.png(image) {
                    call.succeed(png)
                } else {
                    call.fail(.malformedResult("snapshot returned no image"))
                }
            }
        }
    }

    /// What a JavaScript completion handler received, as a value or an engine error.
    static func outcome(_ result: Result<Any, any Error>) -> Result<JSONValue, WebEngineError> {
        switch result {
        case .success(let object):
            do {
                return .success(try FoundationJSON.value(object))
            } catch {
                return .failure(.malformedResult("the result is not representable in JSON"))
            }
        case .failure(let error):
            return .failure(WebKitErrorReader.engineError(error))
        }
    }
}
#endif
