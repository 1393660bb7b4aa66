public import WebContentCore

/// The gestures and page-to-Swift messages a conformance body provokes, as a reader or a page would.
@MainActor
public protocol ConformancePage {
    /// Changes the height of the rendered content, as late images or fonts would.
    func resizeContent(of engine: any WebEngine & WebPresentation, toHeight height: Double) async throws
    /// Taps the first element matching a CSS selector, as a reader would.
    func tap(_ selector: String, in engine: any WebEngine & WebPresentation) async throws
    /// Sends `payload` to the Swift strategy `name` from the page, exactly as bridge.js posts it, and returns the
    /// reply the page got.
    func send(_ name: String, payload: JSONValue, in engine: any WebEngine & WebPresentation) async throws -> JSONValue
    /// Sends `payload` to `name` from the page without waiting for a reply (the WebViewJavascriptBridge facade's
    /// `callHandler` with no callback).
    func notify(_ name: String, payload: JSONValue, in engine: any WebEngine & WebPresentation) async throws
}
