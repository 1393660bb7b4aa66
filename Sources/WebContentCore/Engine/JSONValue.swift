import Foundation

/// A JSON value that crosses the boundary between Swift and the page.
///
/// Every value passed to or returned from page JavaScript is one of these, so data is never spliced into
/// script source and every adapter speaks the same Sendable currency.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])
}

extension JSONValue: Codable {
    /// Decodes any JSON value: null, a Boolean, a number, a string, an array or an object.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Encodes the value as the JSON it stands for.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

extension JSONValue {
    /// The member named `key` of an object, or nil.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The string, when the value is one; else nil.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The number, when the value is one; else nil.
    public var doubleValue: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The number truncated to an integer, when the value is one; else nil.
    public var intValue: Int? { doubleValue.map { Int($0) } }

    /// The Boolean, when the value is one; else nil.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The elements, when the value is an array; else nil.
    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// Parses JSON text; throws on anything that is not JSON.
    public init(jsonString: String) throws {
        self = try JSONDecoder().decode(JSONValue.self, from: Data(jsonString.utf8))
    }

    /// Serialised JSON text (fragments allowed).
    public var jsonString: String {
        let data = (try? JSONEncoder().encode(self)) ?? Data("null".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// Converts any Encodable value through JSON.
    public init<T: Encodable>(encoding value: T) throws {
        let data = try JSONEncoder().encode(value)
        self = try JSONDecoder().decode(JSONValue.self, from: data)
    }

    /// Decodes a Decodable value from this JSON value.
    public func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let data = try JSONEncoder().encode(self)
        return try JSONDecoder().decode(T.self, from: data)
    }
}

extension JSONValue {
    /// Whether JSON can carry the value: finite numbers only, nesting within reason.
    package func isJSONRepresentable(depth: Int) -> Bool {
        guard depth < 512 else { return false }
        switch self {
        case .number(let number): return number.isFinite
        case .array(let items): return items.allSatisfy { $0.isJSONRepresentable(depth: depth + 1) }
        case .object(let members): return members.values.allSatisfy { $0.isJSONRepresentable(depth: depth + 1) }
        case .null, .bool, .string: return true
        }
    }
}
