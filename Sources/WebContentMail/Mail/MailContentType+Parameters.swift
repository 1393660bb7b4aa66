import Foundation

extension MailContentType {
    /// One piece of an RFC 2231 parameter: `name*N` (`continued`) and `name*N*` or `name*` (`extended`:
    /// percent-encoded, the first carrying `charset'language'`).
    private struct Section {
        let number: Int
        let extended: Bool
        let value: String
    }

    /// The parameters of `pieces` (`name=value` each): plain values unquoted; RFC 2231 sections joined in order and
    /// their percent-encoded bytes decoded in the charset the first one names.
    ///
    /// An RFC 2231 value wins over a plain one of the same name, as mail clients prefer it (it is the one that can
    /// carry any charset).
    static func parameters(_ pieces: ArraySlice<String>) -> [String: String] {
        var parameters: [String: String] = [:]
        var sections: [String: [Section]] = [:]
        for piece in pieces {
            guard let equals = piece.firstIndex(of: "=") else { continue }
            var name = piece[..<equals].trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            let rawValue = piece[piece.index(after: equals)...]
            guard name.contains("*") else {
                if parameters[name] == nil { parameters[name] = unquoted(rawValue) }
                continue
            }
            let extended = name.hasSuffix("*")
            if extended { name.removeLast() }
            var number = 0
            if let star = name.lastIndex(of: "*") {
                guard let section = Int(name[name.index(after: star)...]), (0..<1_000).contains(section) else {
                    continue
                }
                number = section
                name = String(name[..<star])
            }
            // Extended values keep their single quotes (they separate charset and language).
            let value =
                extended ? rawValue.trimmingCharacters(in: .whitespacesAndNewlines.union(["\""])) : unquoted(rawValue)
            sections[name, default: []].append(Section(number: number, extended: extended, value: value))
        }
        for (name, pieces) in sections {
            parameters[name] = joined(pieces.sorted { $0.number < $1.number })
        }
        return parameters
    }

    /// RFC 2231 sections as one value: the charset of the first extended section decodes all the bytes.
    private static func joined(_ sections: [Section]) -> String {
        var bytes: [UInt8] = []
        var charset: String?
        for section in sections {
            guard section.extended else {
                bytes += Array(section.value.utf8)
                continue
            }
            var value = Substring(section.value)
            if section.number == 0 || section.number == sections.first?.number {
                // charset'language'text; a value without the two quotes is taken as text.
                let parts = value.split(separator: "'", maxSplits: 2, omittingEmptySubsequences: false)
                if parts.count == 3 {
                    charset = String(parts[0])
                    value = parts[2]
                }
            }
            bytes += percentDecoded(value)
        }
        return MailCharset.decode(bytes[...], charset: charset ?? "utf-8").text
    }

    /// `%XX` escapes as bytes, anything else as its UTF-8.
    private static func percentDecoded(_ text: Substring) -> [UInt8] {
        let utf8 = Array(text.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var index = 0
        while index < utf8.count {
            if utf8[index] == 0x25, index + 2 < utf8.count, let high = hexValue(utf8[index + 1]),
                let low = hexValue(utf8[index + 2])
            {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return bytes
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }
}
