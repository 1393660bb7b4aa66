#if canImport(WebKit)
import Foundation
public import WebContentCore
import WebContentPageSession
import WebKit

extension WKWebEngine {
    /// Evaluates `source` in `world`; fails with `.timeout` after `timeout`, `.javaScript` when it throws.
    public func evaluateJavaScript(_ source: String, in world: ScriptWorld, timeout: Duration) async throws -> JSONValue
    {
        guard !isClosed else { throw WebContentError.engineClosed }
        let contentWorld = Self.contentWorld(world)
        let call = try session.calls.register(JSONValue.self, timeout: timeout, what: "evaluateJavaScript")
        let answer = session.calls.completion(for: call)
        webView.evaluateJavaScript(source, in: nil, in: contentWorld) { result in
            answer(result.mapError(WebKitErrorReader.engineError).flatMap(FoundationJSON.result))
        }
        return try await call.value()
    }

    /// Calls an async function body with `arguments` passed as values and awaits its Promise.
    ///
    /// WebKit makes each argument a parameter of the function: no value is ever spliced into source. The result
    /// comes back as `JSON.stringify` text, so it reads by the same rules as on WebKitGTK.
    public func callAsyncJavaScript(
        _ body: String, arguments: [String: JSONValue], in world: ScriptWorld, timeout: Duration
    ) async throws -> JSONValue {
        guard !isClosed else { throw WebContentError.engineClosed }
        let values = try JavaScriptArguments.foundationObjects(arguments)
        let (source, contentWorld) = (JavaScriptArguments.bodyReturningJSON(body), Self.contentWorld(world))
        let call = try session.calls.register(JSONValue.self, timeout: timeout, what: "callAsyncJavaScript")
        let answer = session.calls.completion(for: call)
        webView.callAsyncJavaScript(source, arguments: values, in: nil, in: contentWorld) { result in
            answer(result.mapError(WebKitErrorReader.engineError).flatMap(FoundationJSON.stringifiedResult))
        }
        return try await call.value()
    }

    /// Bridge calls run the bridge body through `callAsyncJavaScript`: WebKit passes the payload as a value.
    public func callBridge(_ handler: String, payload: JSONValue, timeout: Duration) async throws -> JSONValue {
        try await callBridgeByAsyncJavaScript(handler, payload: payload, timeout: timeout)
    }

    /// Every page of this adapter runs the package's scripts, `render.run` among them: one call, one paint.
    public var runsRenderStepsInOneCall: Bool { true }
}
#endif
