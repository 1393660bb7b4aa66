#if canImport(CWebKitGTK)
import CWebKitGTK
import Foundation
import WebContentCore

extension WebViewHost {
    /// Evaluates `source` in a world and returns its completion value.
    func evaluate(_ source: String, world: String?, ticket: UInt64, timeout: Duration) async throws -> JSONValue {
        try ensureOpen()
        try ensureCurrent(ticket)
        let call = try session.calls.register(JSONValue.self, timeout: timeout, what: "evaluateJavaScript")
        webkit_web_view_evaluate_javascript(
            view, source, -1, world, nil, call.makeCancellable(),
            { object, result, data in
                WebViewHost.finished(object, data) { webkit_web_view_evaluate_javascript_finish($0, result, &$1) }
            }, HostReference(self, id: call.id).retainedPointer())
        return try await call.value()
    }

    /// Calls an async function body with `arguments` as its parameters and awaits its Promise.
    ///
    /// The arguments travel as one JSON string parsed in the page (GVariant strings cannot hold NUL); only the
    /// validated parameter names appear in the wrapper's source, never a value.
    func callAsync(
        _ body: String, arguments: [String: JSONValue], world: String?, ticket: UInt64, timeout: Duration
    ) async throws -> JSONValue {
        try ensureOpen()
        try ensureCurrent(ticket)
        let call = try AsyncFunctionCall(body: body, arguments: arguments)
        let pending = try session.calls.register(JSONValue.self, timeout: timeout, what: "callAsyncJavaScript")
        webkit_web_view_call_async_javascript_function(
            view, call.source, -1, call.parameters(), world, nil, pending.makeCancellable(),
            { object, result, data in
                WebViewHost.finished(object, data) {
                    webkit_web_view_call_async_javascript_function_finish($0, result, &$1)
                }
            }, HostReference(self, id: pending.id).retainedPointer())
        return try await pending.value()
    }

    /// How long an engine-side failure waits for a termination signal that would explain it.
    static let engineErrorGrace: Duration = .milliseconds(150)

    /// Completes the call behind an async callback's `data` with what `finish` (the call's WebKit finish function)
    /// returns: one completion for both kinds of call.
    nonisolated static func finished(
        _ object: UnsafeMutablePointer<GObject>?, _ data: UnsafeMutableRawPointer?,
        _ finish: (UnsafeMutablePointer<WebKitWebView>?, inout UnsafeMutablePointer<GError>?) -> OpaquePointer?
    ) {
        let reference = HostReference.take(data)
        var error: UnsafeMutablePointer<GError>?
        let value = finish(UnsafeMutableRawPointer(object)?.assumingMemoryBound(to: WebKitWebView.self), &error)
        let outcome = outcome(value, error)
        GLibActor.assumeIsolated { reference.host?.complete(reference.id, outcome) }
    }

    /// Converts and frees what a JavaScript finish function returned.
    nonisolated static func outcome(
        _ value: OpaquePointer?, _ error: UnsafeMutablePointer<GError>?
    ) -> Result<JSONValue, WebContentError> {
        JavaScriptFinishOutput.take(
            value, error, failure: JavaScriptValueReader.error, read: JavaScriptValueReader.json)
    }

    private func complete(_ id: UInt64, _ outcome: Result<JSONValue, WebContentError>) {
        guard let call = session.calls.call(id, as: JSONValue.self) else { return }
        if case .failure(let error) = outcome, error.code == .malformedResult {
            // A dying web process fails calls this way just before `web-process-terminated` arrives:
            // give the signal a moment to fail the call with the real reason.
            GLibTimer.schedule(after: Self.engineErrorGrace) { call.fail(error) }
            return
        }
        switch outcome {
        case .success(let value): call.succeed(value)
        case .failure(let error): call.fail(error)
        }
    }
}
#endif
