import Foundation

/// A minimal MIME reader for the corpus messages: finds the first text/html part and decodes its transfer encoding.
///
/// Only what the tests need: unfolded headers, nested multipart boundaries, 7bit/8bit/binary, quoted-printable
/// and base64. Charsets other than UTF-8 are read as Latin-1 (the tests care about markup, not text).
enum SafeContentMIME {
    enum Part {
        case html(String)
        case undecodable
    }

    /// The message's first text/html part, decoded; nil when it has none.
    static func firstHTMLPart(of message: String) -> Part? {
        let normalised = message.replacingOccurrences(of: "\r\n", with: "\n")
        return find(in: normalised, depth: 0)
    }

    private static func find(in entity: String, depth: Int) -> Part? {
        guard depth < 16 else { return nil }
        let (headers, body) = split(entity)
        let type = headers["content-type"] ?? "text/plain"
        let mediaType = type.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        if mediaType.hasPrefix("multipart/"), let boundary = parameter("boundary", in: type) {
            for part in parts(of: body, boundary: boundary) {
                if let found = find(in: part, depth: depth + 1) { return found }
            }
            return nil
        }
        guard mediaType == "text/html" else { return nil }
        let encoding = (headers["content-transfer-encoding"] ?? "7bit").trimmingCharacters(in: .whitespaces).lowercased()
        guard let data = decode(body, encoding: encoding) else { return .undecodable }
        let charset = parameter("charset", in: type)?.lowercased() ?? "utf-8"
        if charset == "utf-8" || charset == "us-ascii", let text = String(data: data, encoding: .utf8) { return .html(text) }
        return .html(String(data: data, encoding: .isoLatin1) ?? String(decoding: data, as: UTF8.self))
    }

    /// Headers (lower-cased names, folded lines joined) and the body after the first empty line.
    private static func split(_ entity: String) -> (headers: [String: String], body: String) {
        let range = entity.range(of: "\n\n")
        let head = range.map { String(entity[..<$0.lowerBound]) } ?? entity
        let body = range.map { String(entity[$0.upperBound...]) } ?? ""
        var headers: [String: String] = [:]
        var lastName: String?
        for line in head.split(separator: "\n", omittingEmptySubsequences: false) {
            if let first = line.first, first == " " || first == "\t", let name = lastName {
                headers[name, default: ""] += " " + line.trimmingCharacters(in: .whitespaces)
            } else if let colon = line.firstIndex(of: ":") {
                let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
                if headers[name] == nil { headers[name] = String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces) }
                lastName = name
            }
        }
        return (headers, body)
    }

    /// A header parameter's value (quoted or not), such as `boundary` or `charset`.
    private static func parameter(_ name: String, in header: String) -> String? {
        for piece in header.split(separator: ";").dropFirst() {
            let pair = piece.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == name else { continue }
            return pair[1].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        return nil
    }

    /// The entities between `--boundary` lines, up to `--boundary--`.
    private static func parts(of body: String, boundary: String) -> [String] {
        var parts: [String] = []
        var current: [Substring]?
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == "--" + boundary + "--" {
                if let current { parts.append(current.joined(separator: "\n")) }
                return parts
            }
            if trimmed == "--" + boundary {
                if let current { parts.append(current.joined(separator: "\n")) }
                current = []
            } else {
                current?.append(line)
            }
        }
        if let current { parts.append(current.joined(separator: "\n")) }
        return parts
    }

    private static func decode(_ body: String, encoding: String) -> Data? {
        switch encoding {
        case "7bit", "8bit", "binary": return Data(body.utf8)
        case "base64": return Data(base64Encoded: body.filter { !$0.isWhitespace })
        case "quoted-printable": return quotedPrintable(body)
        default: return nil
        }
    }

    private static func quotedPrintable(_ body: String) -> Data {
        var bytes: [UInt8] = []
        let input = Array(body.utf8)
        var index = 0
        while index < input.count {
            let byte = input[index]
            if byte == UInt8(ascii: "="), index + 1 < input.count, input[index + 1] == 10 {
                index += 2  // soft line break
            } else if byte == UInt8(ascii: "="), index + 2 < input.count,
                let value = UInt8(String(decoding: input[(index + 1)...(index + 2)], as: UTF8.self), radix: 16) {
                bytes.append(value)
                index += 3
            } else {
                bytes.append(byte)
                index += 1
            }
        }
        return Data(bytes)
    }
}
