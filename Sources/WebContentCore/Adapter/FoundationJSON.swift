import Foundation

/// Converts between ``JSONValue`` and the Foundation objects WebKit speaks (NSString, NSNumber, NSArray,
/// NSDictionary, NSNull), always through JSON text, so that nothing JSON cannot carry crosses either way.
package enum FoundationJSON {
    /// A Foundation object for WebKit: a `callAsyncJavaScript` argument.
    package static func object(_ value: JSONValue) throws -> Any {
        try object(json: value.jsonString)
    }

    /// A Foundation object from JSON text: a message reply.
    package static func object(json: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
    }

    /// The JSON text of what WebKit handed over (a message body, a result); nil when JSON cannot carry it.
    ///
    /// `nil` and a boxed nil (WebKit's `undefined`) are `null`.
    package static func text(_ object: Any?) -> String? {
        guard let object else { return "null" }
        // Checked inside an array: fragments are not valid top-level objects, and data(withJSONObject:) raises
        // an Objective-C exception (it does not throw) for what is invalid, such as NaN or a date.
        guard JSONSerialization.isValidJSONObject([object]),
            let data = try? JSONSerialization.data(withJSONObject: [object], options: [])
        else { return nil }
        // Unwrap the one-element array: "[...]" -> "...".
        let text = String(decoding: data, as: UTF8.self)
        guard text.hasPrefix("["), text.hasSuffix("]") else { return nil }
        return String(text.dropFirst().dropLast())
    }

    /// A ``JSONValue`` from what WebKit handed over.
    package static func value(_ object: Any?) throws -> JSONValue {
        guard let text = text(object) else {
            throw WebEngineError.malformedResult("the result is not representable in JSON")
        }
        return try JSONValue(jsonString: text)
    }
}
