internal import CWebKitGTK
import Foundation
import WebContentGTK

extension WebViewBackend {
    /// Evaluates `source` in the world named `world` (nil: the page's) and reports call `id`.
    func evaluate(_ source: String, world: String?, id: UInt64) {
        guard let view else {
            return report(.javaScriptFinished(id: id, .failure(.webKit(.webViewInvalidated, "closed"))))
        }
        webkit_web_view_evaluate_javascript(
            view, source, -1, world, nil, cancellable(for: id),
            { object, result, data in
                WebViewBackend.finish(object, result, data, with: webkit_web_view_evaluate_javascript_finish)
            },
            Reference(self, id: id).retainedPointer())
    }

    /// Runs an async function body with `argumentsJSON` (an object's JSON text) spread over its parameters
    /// `names`, awaits its Promise and reports call `id`.
    ///
    /// The values travel as one JSON text that the page parses: WebKitGTK's GVariant arguments cannot carry a
    /// string with NUL in it, which Apple's arguments can.
    func callAsync(_ body: String, names: [String], argumentsJSON: String, world: String?, id: UInt64) {
        guard let view else {
            return report(.javaScriptFinished(id: id, .failure(.webKit(.webViewInvalidated, "closed"))))
        }
        let parameters = names.joined(separator: ", ")
        let values = names.map { "__shimArguments[\(Self.quoted($0))]" }.joined(separator: ", ")
        let source = """
            const __shimArguments = JSON.parse(__shimArgumentsJSON);
            return await (async function(\(parameters)) {
            \(body)
            }).call(this, \(values));
            """
        var builder = GVariantBuilder()
        g_variant_builder_init(&builder, g_variant_type_checked_("a{sv}"))
        g_variant_builder_add_value(
            &builder,
            g_variant_new_dict_entry(
                g_variant_new_string("__shimArgumentsJSON"), g_variant_new_variant(g_variant_new_string(argumentsJSON)))
        )
        let arguments = g_variant_builder_end(&builder)
        webkit_web_view_call_async_javascript_function(
            view, source, -1, arguments, world, nil, cancellable(for: id),
            { object, result, data in
                WebViewBackend.finish(object, result, data, with: webkit_web_view_call_async_javascript_function_finish)
            },
            Reference(self, id: id).retainedPointer())
    }

    private func cancellable(for id: UInt64) -> UnsafeMutablePointer<GCancellable>? {
        let cancellable = g_cancellable_new()
        calls[id] = cancellable
        return cancellable
    }

    /// The end of either JavaScript call, in its GAsyncReadyCallback: `finish` (the call's WebKit finish function)
    /// reads `result`, and the call `data` refers to is reported.
    nonisolated static func finish(
        _ object: UnsafeMutablePointer<GObject>?, _ result: OpaquePointer?, _ data: UnsafeMutableRawPointer?,
        with finish: (
            UnsafeMutablePointer<WebKitWebView>?, OpaquePointer?, UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
        ) -> OpaquePointer?
    ) {
        let reference = Reference.take(data)
        var error: UnsafeMutablePointer<GError>?
        let value = finish(UnsafeMutableRawPointer(object)?.assumingMemoryBound(to: WebKitWebView.self), result, &error)
        let outcome = outcome(value, error)
        GLibActor.assumeIsolated { reference.target?.finishCall(reference.id, outcome) }
    }

    private func finishCall(_ id: UInt64, _ outcome: Result<ScriptValue, ShimError>) {
        if let cancellable = calls.removeValue(forKey: id) { g_object_unref(UnsafeMutableRawPointer(cancellable)) }
        report(.javaScriptFinished(id: id, outcome))
    }

    /// Reads and frees what a JavaScript finish function returned; a result WebKit cannot hand over is an error.
    nonisolated static func outcome(
        _ value: OpaquePointer?, _ error: UnsafeMutablePointer<GError>?
    ) -> Result<ScriptValue, ShimError> {
        JavaScriptFinishOutput.take(value, error, failure: ShimErrors.javaScript) { value in
            let read = ScriptValue.read(value)
            guard read.isUnsupported else { return .success(read) }
            return .failure(
                .webKit(
                    .javaScriptResultTypeIsUnsupported, "JavaScript execution returned a result of an unsupported type")
            )
        }
    }

    /// A JavaScript string literal of `text`.
    static func quoted(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [text], options: [])) ?? Data("[\"\"]".utf8)
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }
}
