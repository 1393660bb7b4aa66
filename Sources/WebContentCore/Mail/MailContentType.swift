import Foundation

/// A Content-Type (or Content-Disposition) value: the lower-cased token and its parameters.
struct MailContentType: Sendable, Hashable {
    /// Such as `text/html` or `attachment`, lower-cased.
    let value: String
    /// Parameter names lower-cased; quoted values unquoted.
    let parameters: [String: String]

    /// `text/plain`, the RFC 2045 default.
    static let textPlain = MailContentType(value: "text/plain", parameters: [:])

    init(value: String, parameters: [String: String]) {
        self.value = value
        self.parameters = parameters
    }

    /// Parses `raw`, splitting on semicolons outside quotes.
    init(parsing raw: String) {
        var pieces: [String] = []
        var current = ""
        var quoted = false
        for character in raw {
            if character == "\"" { quoted.toggle() }
            if character == ";" && !quoted {
                pieces.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        pieces.append(current)
        value = pieces[0].trimmingCharacters(in: .whitespaces).lowercased()
        var parameters: [String: String] = [:]
        for piece in pieces.dropFirst() {
            guard let equals = piece.firstIndex(of: "=") else { continue }
            var name = piece[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            var parameterValue = piece[piece.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if parameterValue.count >= 2, parameterValue.hasPrefix("\""), parameterValue.hasSuffix("\"") {
                parameterValue = String(parameterValue.dropFirst().dropLast())
            }
            // RFC 2231 extended values (`charset*=utf-8''...`): keep the value part, enough for charsets and names.
            if name.hasSuffix("*") {
                name.removeLast()
                if let quote = parameterValue.lastIndex(of: "'") {
                    parameterValue = String(parameterValue[parameterValue.index(after: quote)...])
                }
                parameterValue = parameterValue.removingPercentEncoding ?? parameterValue
            }
            if parameters[name] == nil { parameters[name] = parameterValue }
        }
        self.parameters = parameters
    }

    var isMultipart: Bool { value.hasPrefix("multipart/") }
}
