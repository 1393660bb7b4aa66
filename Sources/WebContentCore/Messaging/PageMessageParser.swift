/// A strict JSON parser for page messages, straight from UTF-8 into ``JSONValue``.
///
/// Strict RFC 8259 grammar; depth is bounded before descending (the nesting uses the Swift stack only up to
/// ``PageMessageLimits/maxDepth``); escaped lone surrogates and raw control characters are refused. It replaces
/// `JSONDecoder` here because hostile messages are the common case and `JSONValue`'s Codable decoding tries
/// every type in turn, throwing at each step (about 10x slower on the fuzz).
package struct PageMessageParser {
    private let bytes: [UInt8]
    private var index = 0
    private let maxDepth: Int

    /// Parses `text`; throws a ``WebContentError/Code/pageMessage`` error when it is not one JSON value within the
    /// limits.
    package static func parse(_ text: String, limits: PageMessageLimits) throws -> JSONValue {
        let count = text.utf8.count
        guard count <= limits.maxBytes else {
            throw WebContentError.tooLarge("message of \(count) bytes exceeds \(limits.maxBytes)")
        }
        var parser = PageMessageParser(bytes: Array(text.utf8), maxDepth: limits.maxDepth)
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw WebContentError.malformed("trailing characters") }
        return value
    }

    private init(bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func expect(_ literal: StaticString) throws {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw WebContentError.malformed("not JSON") }
        let pointer = literal.utf8Start
        for offset in 0..<count where bytes[index + offset] != pointer[offset] {
            throw WebContentError.malformed("not JSON")
        }
        index += count
    }

    private mutating func value(depth: Int) throws -> JSONValue {
        guard let byte = current else { throw WebContentError.malformed("not JSON") }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try expect("true"); return .bool(true)
        case UInt8(ascii: "f"): try expect("false"); return .bool(false)
        case UInt8(ascii: "n"): try expect("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw WebContentError.malformed("not JSON")
        }
    }

    private mutating func object(depth: Int) throws -> JSONValue {
        var members: [String: JSONValue] = [:]
        guard try open(closing: UInt8(ascii: "}"), depth: depth) else { return .object(members) }
        repeat {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw WebContentError.malformed("not JSON") }
            let key = try string()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw WebContentError.malformed("not JSON") }
            index += 1
            skipWhitespace()
            members[key] = try value(depth: depth)
        } while try next(closing: UInt8(ascii: "}"))
        return .object(members)
    }

    private mutating func array(depth: Int) throws -> JSONValue {
        var items: [JSONValue] = []
        guard try open(closing: UInt8(ascii: "]"), depth: depth) else { return .array(items) }
        repeat {
            skipWhitespace()
            items.append(try value(depth: depth))
        } while try next(closing: UInt8(ascii: "]"))
        return .array(items)
    }

    /// Steps into an object or array within the nesting limit; false when it closes at once (empty).
    private mutating func open(closing: UInt8, depth: Int) throws -> Bool {
        guard depth <= maxDepth else { throw WebContentError.tooLarge("nesting deeper than \(maxDepth)") }
        index += 1
        skipWhitespace()
        guard current == closing else { return true }
        index += 1
        return false
    }

    /// After a member or item: true when a comma announces another, false when `closing` ends the container.
    private mutating func next(closing: UInt8) throws -> Bool {
        skipWhitespace()
        switch current {
        case UInt8(ascii: ","): index += 1; return true
        case closing: index += 1; return false
        default: throw WebContentError.malformed("not JSON")
        }
    }

    private mutating func number() throws -> Double {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            throw WebContentError.malformed("bad number")
        }
        if first == UInt8(ascii: "0") { index += 1 } else { skipDigits() }
        if current == UInt8(ascii: ".") {
            index += 1
            guard try digitFollows() else { throw WebContentError.malformed("bad number") }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard try digitFollows() else { throw WebContentError.malformed("bad number") }
            skipDigits()
        }
        // Small integers (ids, counters, sizes) are exact in a Double: no text round trip.
        let negative = bytes[start] == UInt8(ascii: "-")
        let digits = bytes[(negative ? start + 1 : start)..<index]
        if digits.count <= 15, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
            let magnitude = digits.reduce(0.0) { $0 * 10 + Double($1 - UInt8(ascii: "0")) }
            return negative ? -magnitude : magnitude
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            throw WebContentError.malformed("number out of range")
        }
        return number
    }

    private func digitFollows() throws -> Bool {
        guard let byte = current else { return false }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private mutating func skipDigits() {
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
    }

    private mutating func string() throws -> String {
        index += 1
        // Most strings have no escape: one slice, one decode.
        let start = index
        while let byte = current, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 { index += 1 }
        if current == UInt8(ascii: "\"") {
            index += 1
            return String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
        }
        index = start
        // Escapes: the text's bytes are gathered once and decoded once. Appending to a `String.UnicodeScalarView`
        // copied the whole view on each append: a long string with many escapes was quadratic (1.2 s for 440 kB in a
        // debug build), and a corpus message whose 592 kB title is such a string took 2 s to render alone and more
        // than 10 s on a loaded machine, with the GLib thread, and every engine on it, held meanwhile.
        var text: [UInt8] = []
        var runStart = index
        while true {
            guard let byte = current else { throw WebContentError.malformed("unterminated string") }
            if byte == UInt8(ascii: "\"") {
                text.append(contentsOf: bytes[runStart..<index])
                index += 1
                return String(decoding: text, as: UTF8.self)
            }
            if byte < 0x20 { throw WebContentError.malformed("raw control character in a string") }
            if byte != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            text.append(contentsOf: bytes[runStart..<index])
            index += 1
            UTF8.encode(try escape()) { text.append($0) }
            runStart = index
        }
    }

    private mutating func escape() throws -> Unicode.Scalar {
        guard let byte = current else { throw WebContentError.malformed("bad escape") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hex4()
            switch unit {
            case 0xD800...0xDBFF:
                guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
                else {
                    throw WebContentError.malformed("lone high surrogate escape")
                }
                index += 2
                let low = try hex4()
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw WebContentError.malformed("lone high surrogate escape")
                }
                return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
            case 0xDC00...0xDFFF:
                throw WebContentError.malformed("lone low surrogate escape")
            default:
                return Unicode.Scalar(unit)!
            }
        default:
            throw WebContentError.malformed("bad escape")
        }
    }

    private mutating func hex4() throws -> UInt32 {
        guard index + 4 <= bytes.count else { throw WebContentError.malformed("bad \\u escape") }
        var unit: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw WebContentError.malformed("bad \\u escape")
            }
            unit = unit << 4 | digit
            index += 1
        }
        return unit
    }
}
