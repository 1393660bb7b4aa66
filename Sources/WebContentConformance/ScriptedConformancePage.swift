public import WebContentCore

/// The real page, driven through its own scripts from the content world: the same on every real engine.
@MainActor
public struct ScriptedConformancePage: ConformancePage {
    /// The page; it needs no setup.
    public init() {}

    /// Changes the content's first block to `height`, as a late image would; the page's observer must see it.
    public func resizeContent(of engine: any WebEngine & WebPresentation, toHeight height: Double) async throws {
        try await run(
            "document.getElementById('wck-content').firstElementChild.style.height = height + 'px'; return null;",
            ["height": .number(height)], in: engine)
    }

    /// Clicks the first element matching `selector`.
    public func tap(_ selector: String, in engine: any WebEngine & WebPresentation) async throws {
        try await run(
            "document.querySelector(selector).click(); return null;", ["selector": .string(selector)], in: engine)
    }

    /// Awaits `WebContentBridge.send(name, payload)`: bridge.js posts the batch as JSON text.
    public func send(
        _ name: String, payload: JSONValue, in engine: any WebEngine & WebPresentation
    ) async throws -> JSONValue {
        try await run(
            "return await WebContentBridge.send(name, payload);", ["name": .string(name), "payload": payload],
            in: engine)
    }

    /// Calls `WebViewJavascriptBridge.callHandler(name, payload)` with no callback and returns at once.
    public func notify(_ name: String, payload: JSONValue, in engine: any WebEngine & WebPresentation) async throws {
        try await run(
            "WebViewJavascriptBridge.callHandler(name, payload); return null;",
            ["name": .string(name), "payload": payload], in: engine)
    }

    @discardableResult
    private func run(
        _ body: String, _ arguments: [String: JSONValue], in engine: any WebEngine & WebPresentation
    ) async throws -> JSONValue {
        try await engine.callAsyncJavaScript(body, arguments: arguments, in: .content, timeout: .seconds(5))
    }
}
