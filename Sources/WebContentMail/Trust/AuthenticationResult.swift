import Foundation

/// One `method=result` of an `Authentication-Results` field (RFC 8601), with its `ptype.property=value` pairs.
struct AuthenticationResult: Hashable, Sendable {
    /// `dkim`, `dmarc`, `spf`, ...
    ///
    /// lower-cased.
    let method: String
    /// `pass`, `fail`, `none`, ...
    ///
    /// lower-cased.
    let value: String
    /// `header.d`, `header.from`, `smtp.mailfrom`, ...
    ///
    /// (names lower-cased) to their values.
    let properties: [String: String]

    func property(_ name: String) -> String? { properties[name] }

    /// The authserv-id: the field's first token, lower-cased.
    static func serverID(of field: String) -> String {
        let text = withoutComments(field)
        let first = text.split(separator: ";", maxSplits: 1).first ?? ""
        return first.split(whereSeparator: \.isWhitespace).first.map { $0.lowercased() } ?? ""
    }

    /// Every result of a field; the authserv-id and anything that does not read as `method=result` are skipped.
    static func parse(_ field: String) -> [AuthenticationResult] {
        withoutComments(field).split(separator: ";").dropFirst().compactMap { part in
            let tokens = part.split(whereSeparator: \.isWhitespace).map(String.init)
            guard let head = tokens.first, let equals = head.firstIndex(of: "=") else { return nil }
            let method = head[..<equals].split(separator: "/").first.map { $0.lowercased() } ?? ""
            let value = head[head.index(after: equals)...].lowercased()
            guard !method.isEmpty, !value.isEmpty else { return nil }
            var properties: [String: String] = [:]
            for token in tokens.dropFirst() {
                guard let sign = token.firstIndex(of: "="), token[..<sign].contains(".") else { continue }
                let name = token[..<sign].lowercased()
                let raw = token[token.index(after: sign)...].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                if properties[name] == nil { properties[name] = raw.lowercased() }
            }
            return AuthenticationResult(method: method, value: value, properties: properties)
        }
    }

    /// The field without RFC 5322 comments (`(sender IP is 192.0.2.1)`), which may hold anything, `;` included.
    static func withoutComments(_ field: String) -> String {
        var (depth, escaped, inQuotes) = (0, false, false)
        var text = ""
        for character in field {
            if escaped {
                escaped = false
                if depth == 0 { text.append(character) }
            } else if character == "\\" {
                escaped = true
                if depth == 0 { text.append(character) }
            } else if inQuotes {
                text.append(character)
                if character == "\"" { inQuotes = false }
            } else if character == "(" {
                depth += 1
            } else if character == ")" && depth > 0 {
                depth -= 1
            } else if depth == 0 {
                if character == "\"" { inQuotes = true }
                text.append(character)
            }
        }
        return text
    }
}
