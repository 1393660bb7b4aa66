import Foundation
package import WebContentCore

/// The checks every engine makes on `callAsyncJavaScript` arguments before any reaches WebKit, so that a call is
/// refused the same way on each: names must be plain identifiers, values must be JSON.
///
/// Values are passed as values, never spliced into source.
package enum JavaScriptArguments {
    /// The one parameter the WebKitGTK adapter passes its values in; no caller may use it.
    package static let carrierName = "__wckArguments"

    /// Throws ``WebContentError/invalidInput(_:)`` for a name that is not a plain identifier (or is the carrier)
    /// and for a value JSON cannot carry (NaN or an infinity anywhere in it), instead of letting it become `null`.
    package static func validate(_ arguments: [String: JSONValue]) throws {
        for name in arguments.keys.sorted() where !isIdentifier(name) || name == carrierName {
            throw WebContentError.invalidInput("argument name is not a JavaScript identifier: \(name.prefix(80))")
        }
        for name in arguments.keys.sorted() where arguments[name]?.isJSONRepresentable(depth: 0) == false {
            throw WebContentError.invalidInput(
                "argument \(name) holds a number JSON cannot carry (NaN or infinity), or nests too deep")
        }
    }

    /// `arguments`, checked, as the Foundation objects WebKit makes parameters of (its Apple API).
    package static func foundationObjects(_ arguments: [String: JSONValue]) throws -> [String: Any] {
        try validate(arguments)
        return try arguments.mapValues(FoundationJSON.object)
    }

    /// A call of `body` for an engine that passes strings only (WebKitGTK: a GVariant string cannot hold NUL):
    /// `arguments`, checked, go as one JSON text in the ``carrierName`` parameter, which `source` parses; the caller's
    /// names become the inner function's parameters.
    ///
    /// Only checked names ever appear in `source`.
    package static func carried(_ body: String, arguments: [String: JSONValue]) throws -> (source: String, json: String)
    {
        try validate(arguments)
        let json: String
        do {
            json = String(decoding: try JSONEncoder().encode(JSONValue.object(arguments)), as: UTF8.self)
        } catch {
            throw WebContentError.invalidInput("arguments are not representable in JSON: \(error)")
        }
        let names = arguments.keys.sorted()
        let list = names.joined(separator: ", ")
        let values = names.map { "a.\($0)" }.joined(separator: ", ")
        // The one wrapper line; the body keeps its own lines after it.
        let source =
            "const a = JSON.parse(\(carrierName)); return await (async function (\(list)) {\n\(body)\n}).call(this\(values.isEmpty ? "" : ", ")\(values));"
        return (source, json)
    }

    /// ASCII JavaScript identifiers only: letters, digits, `_` and `$`, not starting with a digit.
    package static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, name.unicodeScalars.count <= 128 else { return false }
        func allowed(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII && (scalar.properties.isAlphabetic || scalar == "_" || scalar == "$")
        }
        guard allowed(first) else { return false }
        return name.unicodeScalars.allSatisfy { allowed($0) || ("0"..."9").contains($0) }
    }

    /// `body` wrapped so that its result comes back as the text `JSON.stringify` makes of it.
    ///
    /// An engine that hands results over as native objects (WebKit's Foundation objects) would otherwise apply its
    /// own rules to NaN, dates, functions and lone surrogates; as JSON text they read exactly as on WebKitGTK,
    /// through ``JavaScriptResult/value(jsonText:)``. The arrow function keeps the body's `this` and parameters,
    /// and the wrapper declares no name of its own that an argument could clash with.
    package static func bodyReturningJSON(_ body: String) -> String {
        "return JSON.stringify(await (async () => {\n\(body)\n})());"
    }
}
