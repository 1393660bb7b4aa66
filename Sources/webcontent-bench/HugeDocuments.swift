import Foundation

/// Pathological inputs for the fault run: very deep, very many tiny elements, very long, and broken UTF-8.
enum HugeDocuments {
    struct Input: Sendable {
        let name: String
        let html: String
    }

    /// The four documents at `scale` (1: 100,000 nested divs, 1,000,000 `<wbr>`, 10 MB of text).
    static func make(scale: Double) -> [Input] {
        let depth = Int(100_000 * scale)
        let breaks = Int(1_000_000 * scale)
        let textBytes = Int(10_000_000 * scale)
        return [
            Input(
                name: "\(depth) nested divs",
                html: String(repeating: "<div>", count: depth) + "deep" + String(repeating: "</div>", count: depth)),
            Input(name: "\(breaks) wbr", html: "<p>" + String(repeating: "a<wbr>", count: breaks) + "</p>"),
            Input(name: "\(textBytes / 1_000_000) MB of text", html: text(bytes: textBytes)),
            Input(name: "invalid UTF-8 (decoded with replacement)", html: invalidUTF8()),
        ]
    }

    /// Paragraphs of words until `bytes`.
    private static func text(bytes: Int) -> String {
        let paragraph =
            "<p>" + String(repeating: "lorem ipsum dolor sit amet, consectetur adipiscing elit ", count: 17) + "</p>\n"
        let count = max(1, bytes / paragraph.utf8.count)
        return String(repeating: paragraph, count: count)
    }

    /// A small document with every kind of broken UTF-8 in text and attributes, decoded as a reader would.
    private static func invalidUTF8() -> String {
        var bytes = Array("<p title=\"".utf8)
        let broken: [[UInt8]] = [
            [0xC3, 0x28], [0xFF], [0xFE], [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80],
        ]
        for sequence in broken { bytes += sequence }
        bytes += Array("\">text ".utf8)
        for _ in 0..<200 {
            for sequence in broken { bytes += sequence + Array(" word ".utf8) }
        }
        bytes +=
            Array("</p><img alt=\"".utf8) + [0xC3] + Array("\" src=\"https://example.com/".utf8) + [0xFF]
            + Array("\">".utf8)
        return String(decoding: bytes, as: UTF8.self)
    }
}
