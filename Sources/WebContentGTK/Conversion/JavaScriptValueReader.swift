#if canImport(CWebKitGTK)
import CWebKitGTK
import Foundation
import WebContentCore
import WebContentPageSession

/// Turns what WebKit hands back from JavaScript (a JSCValue or a GError) into Swift values.
enum JavaScriptValueReader {
    /// The JSON text of a JSCValue; nil for `undefined`, functions and symbols (JSON has no such values).
    static func jsonText(_ value: OpaquePointer?) -> String? {
        guard let value, jsc_value_is_undefined(value) == 0 else { return nil }
        guard let text = jsc_value_to_json(value, 0) else { return nil }
        defer { g_free(text) }
        return String(cString: text)
    }

    /// The text of a JSCValue that is a string; nil for every other value.
    static func string(_ value: OpaquePointer) -> String? {
        guard jsc_value_is_string(value) != 0, let raw = jsc_value_to_string(value) else { return nil }
        defer { g_free(raw) }
        return String(cString: raw)
    }

    /// A JSCValue as a JSONValue, by the core's rules for every engine (`undefined` is `null`).
    static func json(_ value: OpaquePointer?) -> Result<JSONValue, WebContentError> {
        JavaScriptResult.value(jsonText: jsonText(value))
    }

    /// The error of a failed evaluation, sorted into the core's ``EngineFailure``: a JavaScript exception, or an
    /// engine error.
    static func error(_ error: UnsafeMutablePointer<GError>) -> WebContentError {
        let message = error.pointee.message.map { String(cString: $0) } ?? "unknown error"
        if wck_error_is_cancelled_load(error) != 0 { return EngineFailure.cancelled.error }
        let isException = wck_error_is_script_exception(error) != 0
        return (isException ? EngineFailure.exception(message) : .other(message)).error
    }
}
#endif
