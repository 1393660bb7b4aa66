import Foundation
package import WebContentCore

/// Converts between ``JSONValue`` and the Foundation objects WebKit speaks (NSString, NSNumber, NSDate, NSArray,
/// NSDictionary, NSNull), with the rules of `JSON.stringify` that the other engine applies (see
/// ``JavaScriptResult``): nothing JSON cannot carry crosses either way.
package enum FoundationJSON {
    /// How deep a value may nest; deeper is refused, never a stack overflow.
    package static let maxDepth = 512

    /// A Foundation object for WebKit: a `callAsyncJavaScript` argument, checked by ``JavaScriptArguments`` first.
    package static func object(_ value: JSONValue) throws -> Any {
        try object(json: PageMessageWriter.text(value))
    }

    /// A Foundation object from JSON text: a message reply.
    package static func object(json: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
    }

    /// A ``JSONValue`` from what WebKit handed over (a result, a posted message body).
    ///
    /// `nil` and NSNull are `null`; NaN and infinities are `null`; a date is its ISO 8601 text with milliseconds
    /// (an invalid one `null`); a string's lone surrogates are U+FFFD. Any other object throws
    /// ``WebContentError/malformedResult(_:)``.
    package static func value(_ object: Any?) throws -> JSONValue {
        try value(object, depth: 0)
    }

    private static func value(_ object: Any?, depth: Int) throws -> JSONValue {
        guard depth < maxDepth else { throw WebContentError.malformedResult("the result nests too deep") }
        guard let object = object.flatMap(unboxed), !(object is NSNull) else { return .null }
        if let string = object as? NSString { return .string(repairing(string)) }
        if let string = object as? String { return .string(string) }
        if let number = object as? NSNumber {
            // JavaScript booleans arrive as CFBoolean, whose type encoding is "c" (char).
            if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
            let double = number.doubleValue
            return double.isFinite ? .number(double) : .null
        }
        if let date = object as? Date {
            return date.timeIntervalSince1970.isFinite ? .string(isoText(date)) : .null
        }
        if let array = object as? [Any] {
            return .array(try array.map { try value($0, depth: depth + 1) })
        }
        if let dictionary = object as? [String: Any] {
            return .object(try dictionary.mapValues { try value($0, depth: depth + 1) })
        }
        throw WebContentError.malformedResult("a result of type \(type(of: object)) is not representable in JSON")
    }

    /// What an evaluation's result comes to: its value by ``value(_:)``, or the error reading it gave.
    package static func result(_ object: Any) -> Result<JSONValue, WebContentError> {
        Result { try value(object) }.mapError { $0 as? WebContentError ?? .malformedResult("\($0)") }
    }

    /// What a ``JavaScriptArguments/bodyReturningJSON(_:)`` call's result comes to: the text `JSON.stringify` made,
    /// read by ``JavaScriptResult/value(jsonText:)``.
    package static func stringifiedResult(_ object: Any) -> Result<JSONValue, WebContentError> {
        JavaScriptResult.value(jsonText: (try? value(object))?.stringValue)
    }

    /// The JSON text of what WebKit handed over; nil when it is not representable.
    package static func text(_ object: Any?) -> String? {
        (try? value(object)).map { PageMessageWriter.text($0) }
    }

    /// The value inside an Optional boxed in `Any` (WebKit's Swift overlay hands `undefined` over as one).
    private static func unboxed(_ object: Any) -> Any? {
        let mirror = Mirror(reflecting: object)
        guard mirror.displayStyle == .optional else { return object }
        return mirror.children.first.flatMap { unboxed($0.value) }
    }

    /// The string's UTF-16 units decoded with every lone surrogate replaced, as `JSON.parse` of WebKitGTK's
    /// escaped text gives after ``LoneSurrogates`` repaired it.
    private static func repairing(_ string: NSString) -> String {
        var units = [unichar](repeating: 0, count: string.length)
        string.getCharacters(&units, range: NSRange(location: 0, length: string.length))
        return String(decoding: units, as: UTF16.self)
    }

    /// `Date.prototype.toJSON`: UTC, milliseconds, a `Z`.
    private static func isoText(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: date)
    }
}
