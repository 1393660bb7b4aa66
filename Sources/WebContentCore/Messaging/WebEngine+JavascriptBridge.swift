/// A WebViewJavascriptBridge-style facade over the same bridge, for code written against that library.
///
/// In the page (the content world only), `WebViewJavascriptBridge.registerHandler(name, (data, respond) => ...)`
/// registers a handler Swift reaches with ``callHandler(_:data:timeout:)``, and
/// `WebViewJavascriptBridge.callHandler(name, data, callback)` sends to the ``ScriptMessageStrategy`` named `name`
/// (the Swift side of WebViewJavascriptBridge's `registerHandler`). Unlike the original, every call can time out,
/// errors are values, and page scripts cannot see the bridge.
extension WebEngine {
    /// Calls a handler registered with `WebViewJavascriptBridge.registerHandler` and returns what it responded.
    public func callHandler(
        _ name: String, data: JSONValue = .null, timeout: Duration = .seconds(5)
    ) async throws -> JSONValue {
        try await callBridge(name, payload: data, timeout: timeout)
    }
}
