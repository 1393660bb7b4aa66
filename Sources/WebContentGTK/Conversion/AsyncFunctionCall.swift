#if canImport(CWebKitGTK)
import CWebKitGTK
import Foundation
import WebContentCore
import WebContentPageSession

/// An async JavaScript function call whose arguments are values, never source: the core's
/// ``JavaScriptArguments/carried(_:arguments:)`` call, with its one JSON string as the `a{sv}` WebKit passes as
/// named parameters.
struct AsyncFunctionCall {
    let source: String
    let argumentsJSON: String

    init(body: String, arguments: [String: JSONValue]) throws {
        (source, argumentsJSON) = try JavaScriptArguments.carried(body, arguments: arguments)
    }

    /// A floating `a{sv}` with the JSON carrier; WebKit sinks it.
    func parameters() -> OpaquePointer? {
        let builder = g_variant_builder_new(g_variant_type_checked_("a{sv}"))
        let value = g_variant_new_variant(g_variant_new_string(argumentsJSON))
        let entry = g_variant_new_dict_entry(g_variant_new_string(JavaScriptArguments.carrierName), value)
        g_variant_builder_add_value(builder, entry)
        let dictionary = g_variant_builder_end(builder)
        g_variant_builder_unref(builder)
        return dictionary
    }
}
#endif
