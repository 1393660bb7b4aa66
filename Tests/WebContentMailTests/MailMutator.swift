import Foundation
import WebContentConformance

/// Seeded hostile edits of a real message, for the MIME reader's fuzz tests: each kind breaks one thing mail
/// in the wild (or an attacker) breaks, so a failure names the kind and the seed that reproduce it.
struct MailMutator {
    enum Kind: CaseIterable {
        case truncate, dropBoundary, duplicateBoundary, deepNesting, hugeHeaderLine, manyFoldedLines
        case bareCR, mixedLineEnds, nulBytes, badBase64, badQuotedPrintable, lyingCharset, malformedEncodedWords
        case noContentType, noBlankLines, prefixBoundary, hugeBody, flipBytes
        case mislabelledCharset, truncatedMultiByte
    }

    /// Labels of the WHATWG standard's multi-byte and odd encodings, and spellings it does not know.
    static let labels = [
        "gb2312", "gbk", "gb18030", "big5", "shift_jis", "euc-jp", "iso-2022-jp", "euc-kr", "koi8-u",
        "utf-16le", "utf-16be", "x-user-defined", "iso-2022-kr", "hz-gb-2312", "windows-1258", "iso-8859-8-i",
        "us-ascii",
        "x-mac-cyrillic", "unicode-1-1-utf-8", "cp-weird", "",
    ]
    /// Lead bytes cut off: starts of multi-byte sequences of each decoder, escape sequences, lone surrogates.
    static let truncations: [[UInt8]] = [
        [0x81], [0x81, 0x30], [0x81, 0x30, 0x81], [0xE4, 0xB8], [0xF0, 0x9F, 0x98],
        [0x8F, 0xA1], [0x8E], [0x1B, 0x24], [0x1B, 0x28], [0x1B], [0xD8, 0x3D], [0xFE], [0xA1],
    ]

    var generator: SeededGenerator

    /// `message` with the edit of `kind` applied.
    mutating func mutate(_ message: [UInt8], _ kind: Kind) -> [UInt8] {
        switch kind {
        case .truncate:
            return Array(message.prefix(Int.random(in: 0...message.count, using: &generator)))
        case .dropBoundary:
            return Self.editLines(message) {
                $0.first == UInt8(ascii: "-") && Bool.random(using: &generator) ? [] : [$0]
            }
        case .duplicateBoundary:
            return Self.editLines(message) {
                $0.first == UInt8(ascii: "-")
                    ? Array(repeating: $0, count: Int.random(in: 1...50, using: &generator)) : [$0]
            }
        case .deepNesting:
            var nested: [UInt8] = []
            for level in 0..<1_000 {
                nested += Array("Content-Type: multipart/mixed; boundary=\"n\(level)\"\r\n\r\n--n\(level)\r\n".utf8)
            }
            return nested + message
        case .hugeHeaderLine:
            // Eight printable bytes from each random word: a megabyte drawn byte by byte was half the fuzz's CPU.
            var long = Array("X-Long: ".utf8)
            long.reserveCapacity(long.count + (1 << 20))
            for _ in 0..<((1 << 20) / 8) {
                var word = generator.next()
                for _ in 0..<8 {
                    long.append(0x21 + UInt8(word % 94))
                    word >>= 8
                }
            }
            return long + [0x0A] + message
        case .manyFoldedLines:
            let folded =
                Array("Subject: start".utf8) + Array(String(repeating: "\n\t=?utf-8?q?x", count: 100_000).utf8) + [0x0A]
            return folded + message
        case .bareCR:
            return Self.editBytes(message) { $0 == 0x0A ? [0x0D] : ($0 == 0x0D ? [] : nil) }
        case .mixedLineEnds:
            return Self.editBytes(message) { byte in
                guard byte == 0x0A else { return byte == 0x0D ? [] : nil }
                return [[0x0A], [0x0D, 0x0A], [0x0D, 0x0D, 0x0A], [0x0D]][Int.random(in: 0..<4, using: &generator)]
            }
        case .nulBytes:
            return Self.editBytes(message) { Int.random(in: 0..<50, using: &generator) == 0 ? [0, $0] : nil }
        case .badBase64:
            return Self.editBytes(message) { _ in
                Int.random(in: 0..<30, using: &generator) == 0
                    ? [Array("=*\u{7F}!".utf8).randomElement(using: &generator)!] : nil
            }
        case .badQuotedPrintable:
            let text = String(decoding: message, as: UTF8.self)
                .replacingOccurrences(of: "base64", with: "quoted-printable", options: .caseInsensitive)
            return Self.editBytes(Array(text.utf8)) { _ in
                Int.random(in: 0..<20, using: &generator) == 0 ? Array("=\r=Z=".utf8) : nil
            }
        case .lyingCharset:
            let charset = [
                "utf-16", "utf-16le", "iso-2022-jp", "shift_jis", "euc-jp", "x-unknown", "\"\"", "utf-7", "ucs-4",
            ]
            .randomElement(using: &generator)!
            let text = String(decoding: message, as: UTF8.self)
                .replacingOccurrences(of: "charset=", with: "charset=\(charset);x=", options: .caseInsensitive)
            return Array(text.utf8)
        case .malformedEncodedWords:
            let words =
                String(repeating: "=?utf-8?q?a=?x?b?", count: 2_000) + String(repeating: "=?a?q?x", count: 20_000)
            return Array("Subject: \(words)\n".utf8) + message
        case .noContentType:
            return Self.editLines(message) {
                String(decoding: $0.prefix(13), as: UTF8.self).lowercased() == "content-type:" ? [] : [$0]
            }
        case .noBlankLines:
            return Self.editLines(message) { $0.isEmpty || $0 == [0x0D] ? [] : [$0] }
        case .prefixBoundary:
            let text = String(decoding: message, as: UTF8.self)
                .replacingOccurrences(of: "boundary=\"", with: "boundary=\"-")
                .replacingOccurrences(of: "boundary=", with: "boundary=-")
            return Array(text.utf8)
        case .hugeBody:
            let blank = message.indices.first {
                message[$0...].starts(with: [0x0A, 0x0A]) || message[$0...].starts(with: [0x0D, 0x0A, 0x0D, 0x0A])
            }
            let at = blank.map { $0 + 2 } ?? message.count
            var body = [UInt8](repeating: UInt8(ascii: "a"), count: 10 << 20)
            for index in stride(from: 76, to: body.count, by: 77) { body[index] = 0x0A }
            return Array(message[..<at]) + body + Array(message[at...])
        case .mislabelledCharset:
            // Each charset parameter and encoded-word charset names another encoding than its bytes.
            var text = String(decoding: message, as: UTF8.self)
            for prefix in ["charset=", "=?utf-8?", "=?iso-8859-1?", "=?us-ascii?"] {
                let label = Self.labels.randomElement(using: &generator)!
                let replacement = prefix.hasPrefix("=?") ? "=?\(label.isEmpty ? "x" : label)?" : "charset=\(label);x="
                text = text.replacingOccurrences(of: prefix, with: replacement, options: .caseInsensitive)
            }
            return Array(text.utf8)
        case .truncatedMultiByte:
            // Multi-byte sequences cut short in bodies, headers and encoded-words (base64 of a cut sequence).
            var output = Self.editBytes(message) { byte in
                guard Int.random(in: 0..<40, using: &generator) == 0 else { return nil }
                return Self.truncations.randomElement(using: &generator)! + [byte]
            }
            let cut = Self.truncations.randomElement(using: &generator)!
            let word = "=?\(Self.labels.randomElement(using: &generator)!)?B?\(Data(cut).base64EncodedString())?="
            output = Array("Subject: \(word) x \(word)\n".utf8) + output
            return output
        case .flipBytes:
            var bytes = message
            for _ in 0..<max(1, bytes.count / 100) where !bytes.isEmpty {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            return bytes
        }
    }

    /// Each LF-ended line (without its LF) replaced by the lines `edit` gives back, each with an LF again.
    private static func editLines(_ message: [UInt8], _ edit: ([UInt8]) -> [[UInt8]]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(message.count)
        for line in message.split(separator: 0x0A, omittingEmptySubsequences: false) {
            for kept in edit(Array(line)) { output += kept + [0x0A] }
        }
        return output
    }

    /// Each byte replaced by the bytes `edit` gives back, or kept when it gives nil (most bytes: no array each).
    private static func editBytes(_ message: [UInt8], _ edit: (UInt8) -> [UInt8]?) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(message.count)
        for byte in message {
            if let replacement = edit(byte) { output += replacement } else { output.append(byte) }
        }
        return output
    }
}
