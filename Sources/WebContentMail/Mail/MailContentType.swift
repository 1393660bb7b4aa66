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
        value = pieces[0].trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        parameters = Self.parameters(pieces.dropFirst())
    }

    /// A parameter value: a quoted string up to its closing quote (backslash escapes undone, anything after it
    /// dropped: `"UTF-8" format=flowed`), an unterminated one to its end, single quotes stripped as mail
    /// writers use them too, else the token trimmed.
    static func unquoted(_ raw: Substring) -> String {
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let quote = text.first, quote == "\"" || quote == "'" else { return text }
        var value = ""
        var escaped = false
        for character in text.dropFirst() {
            if escaped {
                value.append(character)
                escaped = false
            } else if character == "\\" && quote == "\"" {
                escaped = true
            } else if character == quote {
                return value
            } else {
                value.append(character)
            }
        }
        return value
    }

    var isMultipart: Bool { value.hasPrefix("multipart/") }

    /// How a text/plain part breaks its lines: flowed only when it says `format=flowed` (RFC 3676), the
    /// parameter values compared without case as the RFC's ABNF does.
    var textFormat: MailBody.TextFormat {
        guard parameters["format"]?.lowercased() == "flowed" else { return .fixed }
        return .flowed(deleteSpace: parameters["delsp"]?.lowercased() == "yes")
    }
}
