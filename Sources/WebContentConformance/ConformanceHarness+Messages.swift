import WebContentCore

/// Page-to-Swift sends through the document's own bridge.js, the same on every real engine: only the transport
/// of the trigger differs. Real-engine harnesses get these as their defaults.
extension ConformanceHarness {
    public func sendFromPage(
        _ name: String, payload: JSONValue, in engine: any WebEngine & WebPresentation
    ) async throws -> JSONValue {
        try await sendInPage(name, payload: payload, in: engine)
    }

    public func notifyFromPage(
        _ name: String, payload: JSONValue, in engine: any WebEngine & WebPresentation
    ) async throws {
        try await notifyInPage(name, payload: payload, in: engine)
    }

    /// Awaits `WebContentBridge.send(name, payload)` in the content world: bridge.js posts the batch as JSON text.
    public func sendInPage(
        _ name: String, payload: JSONValue, in engine: any WebEngine & WebPresentation
    ) async throws -> JSONValue {
        try await engine.callAsyncJavaScript(
            "return await WebContentBridge.send(name, payload);",
            arguments: ["name": .string(name), "payload": payload],
            in: .content, timeout: .seconds(5))
    }

    /// Calls `WebViewJavascriptBridge.callHandler(name, payload)` with no callback and returns at once.
    public func notifyInPage(
        _ name: String, payload: JSONValue, in engine: any WebEngine & WebPresentation
    ) async throws {
        _ = try await engine.callAsyncJavaScript(
            "WebViewJavascriptBridge.callHandler(name, payload); return null;",
            arguments: ["name": .string(name), "payload": payload], in: .content, timeout: .seconds(5))
    }
}
