internal import CWebKitGTK
import Foundation

/// A JavaScript value read on the GLib thread, carried to the main actor as plain data, and there made into the
/// Foundation objects Apple's WebKit hands over.
///
/// https://developer.apple.com/documentation/webkit/wkwebview/evaluatejavascript(_:completionhandler:) lists
/// them: numbers and booleans as NSNumber, strings as NSString, dates as NSDate, arrays as NSArray, objects as
/// NSDictionary, null as NSNull; `undefined` is no value; anything else (a function, a symbol) is
/// `WKError.javaScriptResultTypeIsUnsupported`.
indirect enum ScriptValue: Sendable {
    case undefined
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    /// Milliseconds since 1970, as `Date.prototype.getTime` gives.
    case date(Double)
    case array([ScriptValue])
    case object([(String, ScriptValue)])
    case unsupported

    /// How deep a value may nest before it counts as unsupported (a cycle would never end).
    static let maxDepth = 256

    /// Reads a JSCValue; call on the GLib thread, while the value is alive.
    static func read(_ value: OpaquePointer?, depth: Int = 0) -> ScriptValue {
        guard let value, depth < maxDepth else { return .unsupported }
        if jsc_value_is_undefined(value) != 0 { return .undefined }
        if jsc_value_is_null(value) != 0 { return .null }
        if jsc_value_is_boolean(value) != 0 { return .bool(jsc_value_to_boolean(value) != 0) }
        if jsc_value_is_number(value) != 0 { return .number(jsc_value_to_double(value)) }
        if jsc_value_is_string(value) != 0 { return .string(text(value)) }
        if jsc_value_is_function(value) != 0 { return .unsupported }
        if jsc_value_is_array(value) != 0 {
            let length = arrayLength(value)
            return .array(
                (0..<max(0, length)).map { index in
                    let item = jsc_value_object_get_property_at_index(value, guint(index))
                    defer { item.map { g_object_unref(UnsafeMutableRawPointer($0)) } }
                    return read(item, depth: depth + 1)
                })
        }
        guard jsc_value_is_object(value) != 0 else { return .unsupported }
        if jsc_value_object_is_instance_of(value, "Date") != 0 {
            // A date's JSON is its ISO text (null when invalid); its time value is what NSDate keeps.
            guard let json = jsc_value_to_json(value, 0) else { return .null }
            defer { g_free(json) }
            let text = String(cString: json).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            return formatter.date(from: text).map { .date($0.timeIntervalSince1970 * 1000) } ?? .null
        }
        guard let names = jsc_value_object_enumerate_properties(value) else { return .object([]) }
        defer { g_strfreev(names) }
        var members: [(String, ScriptValue)] = []
        var index = 0
        while let name = names[index] {
            index += 1
            let key = String(cString: name)
            let member = jsc_value_object_get_property(value, name)
            defer { member.map { g_object_unref(UnsafeMutableRawPointer($0)) } }
            let read = read(member, depth: depth + 1)
            if case .undefined = read { continue }  // as JSON and WebKit's conversion leave such members out
            if case .unsupported = read { continue }
            members.append((key, read))
        }
        return .object(members)
    }

    private static func text(_ value: OpaquePointer) -> String {
        guard let raw = jsc_value_to_string(value) else { return "" }
        defer { g_free(raw) }
        return String(cString: raw)
    }

    private static func arrayLength(_ value: OpaquePointer) -> Int {
        guard let length = jsc_value_object_get_property(value, "length") else { return 0 }
        defer { g_object_unref(UnsafeMutableRawPointer(length)) }
        return Int(jsc_value_to_int32(length))
    }

    /// The Foundation object Apple's WebKit gives for this value; nil for `undefined`.
    var foundationObject: Any? {
        switch self {
        case .undefined, .unsupported: nil
        case .null: NSNull()
        case .bool(let value): NSNumber(value: value)
        case .number(let value): NSNumber(value: value)
        case .string(let value): NSString(string: value)
        case .date(let milliseconds): NSDate(timeIntervalSince1970: milliseconds / 1000)
        case .array(let items): items.map { $0.foundationObject ?? NSNull() }
        case .object(let members):
            Dictionary(members.compactMap { key, value in value.foundationObject.map { (key, $0) } }) { first, _ in
                first
            }
        }
    }

    /// Whether the value, or anything in it, is of a type WebKit cannot hand over.
    var isUnsupported: Bool {
        if case .unsupported = self { return true }
        return false
    }
}
