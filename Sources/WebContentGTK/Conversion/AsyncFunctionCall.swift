#if canImport(CWebKitGTK)
import CWebKitGTK
import Foundation
import WebContentCore

/// An async JavaScript function call whose arguments are values, never source.
///
/// WebKit passes a GVariant `a{sv}` as named parameters. A GVariant string cannot contain NUL, so every value
/// goes as one JSON string (`__wckArguments`) that the wrapper parses with `JSON.parse`; the caller's names become
/// the inner function's parameters. Names must be plain identifiers, so nothing the caller passes is ever
/// interpreted as code.
struct AsyncFunctionCall {
    /// The single parameter WebKit sees.
    static let carrier = JavaScriptArguments.carrierName

    let source: String
    let argumentsJSON: String

    init(body: String, arguments: [String: JSONValue]) throws {
        try JavaScriptArguments.validate(arguments)
        let names = arguments.keys.sorted()
        do {
            argumentsJSON = String(decoding: try JSONEncoder().encode(JSONValue.object(arguments)), as: UTF8.self)
        } catch {
            throw WebContentError.invalidInput("arguments are not representable in JSON: \(error)")
        }
        let list = names.joined(separator: ", ")
        let values = names.map { "a.\($0)" }.joined(separator: ", ")
        // The one wrapper line; the body keeps its own lines after it.
        source =
            "const a = JSON.parse(\(Self.carrier)); return await (async function (\(list)) {\n\(body)\n}).call(this\(values.isEmpty ? "" : ", ")\(values));"
    }

    /// A floating `a{sv}` with the JSON carrier; WebKit sinks it.
    func parameters() -> OpaquePointer? {
        let builder = g_variant_builder_new(g_variant_type_checked_("a{sv}"))
        let value = g_variant_new_variant(g_variant_new_string(argumentsJSON))
        let entry = g_variant_new_dict_entry(g_variant_new_string(Self.carrier), value)
        g_variant_builder_add_value(builder, entry)
        let dictionary = g_variant_builder_end(builder)
        g_variant_builder_unref(builder)
        return dictionary
    }
}
#endif
