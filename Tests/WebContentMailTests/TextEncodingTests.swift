import Foundation
import Testing
import WebContentConformance

@testable import WebContentMail

/// The WHATWG decoders on vectors of the standard's algorithms (valid, extended, cut short and invalid input) and
/// on random bytes, where they must never trap and never grow the text past one code point per byte.
@Suite(.timeLimit(.minutes(10))) struct TextEncodingTests {
    @Test(arguments: [
        ("gb2312", TextEncoding.gbk), (" Latin1 ", .windows1252), ("US-ASCII", .windows1252), ("utf8", .utf8),
        ("unicode-1-1-utf-8", .utf8), ("iso-2022-kr", .replacement), ("utf-16", .utf16LE), ("csshiftjis", .shiftJIS),
        ("ks_c_5601-1987", .eucKR), ("x-mac-ukrainian", .xMacCyrillic), ("koi8-ru", .koi8U), ("big5-hkscs", .big5),
        ("tis-620", .windows874), ("iso-8859-9", .windows1254), ("visual", .iso8859_8), ("logical", .iso8859_8I),
    ])
    func labelsNameTheStandardsEncodings(label: String, encoding: TextEncoding) {
        #expect(TextEncoding(label: label) == encoding)
    }

    @Test func unknownLabelsNameNothing() {
        for label in ["x-unknown", "utf-7", "gb2312;x=", "", "utf-8 x", "ucs-4", String(repeating: "a", count: 100)] {
            #expect(TextEncoding(label: label) == nil, "\(label)")
        }
        // Control: every label of the table is found, each spelled in upper case too.
        #expect(TextEncoding.labels.count == 228)
        for (label, encoding) in TextEncoding.labels { #expect(TextEncoding(label: label.uppercased()) == encoding) }
    }

    static func decode(_ encoding: TextEncoding, _ bytes: [UInt8]) -> String {
        encoding.decode(bytes[...]).text
    }

    @Test func chineseDecoders() {
        #expect(Self.decode(.gbk, [0xC4, 0xE3, 0xBA, 0xC3, 0x80]) == "你好€")
        // Four-byte gb18030: the first range, the end of the BMP, the first and last supplementary code points.
        #expect(Self.decode(.gb18030, [0x81, 0x30, 0x81, 0x30]) == "\u{80}")
        #expect(Self.decode(.gb18030, [0x84, 0x31, 0xA4, 0x39]) == "\u{FFFF}")
        #expect(Self.decode(.gb18030, [0x90, 0x30, 0x81, 0x30, 0xE3, 0x32, 0x9A, 0x35]) == "\u{10000}\u{10FFFF}")
        #expect(Self.decode(.gb18030, [0x81, 0x35, 0xF4, 0x37]) == "\u{E7C7}")
        // Cut short or broken: the bytes after the error are read again.
        #expect(Self.decode(.gbk, [0x81]) == "\u{FFFD}")
        #expect(Self.decode(.gbk, [0x81, 0x30, 0x41]) == "\u{FFFD}0A")
        #expect(Self.decode(.gbk, [0xC4, 0x0A]) == "\u{FFFD}\n")
        #expect(Self.decode(.big5, [0xA4, 0x40, 0x88, 0x62]) == "一\u{CA}\u{304}")
        #expect(Self.decode(.big5, [0xA4, 0x0A, 0xA4]) == "\u{FFFD}\n\u{FFFD}")
        #expect(Self.decode(.eucKR, [0xC7, 0xD1, 0x8C, 0x63, 0xC7]) == "한똠\u{FFFD}")
    }

    @Test func japaneseDecoders() {
        #expect(Self.decode(.shiftJIS, [0x93, 0xFA, 0xB6, 0x87, 0x40, 0x5C, 0x80]) == "日ｶ①\\\u{80}")
        #expect(Self.decode(.shiftJIS, [0xF0, 0x40, 0x93]) == "\u{E000}\u{FFFD}")
        #expect(Self.decode(.eucJP, [0xC6, 0xFC, 0x8E, 0xB6, 0x8F, 0xB0, 0xA1, 0x8F]) == "日ｶ丂\u{FFFD}")
        let escape: UInt8 = 0x1B
        #expect(Self.decode(.iso2022JP, [escape] + Array("$BF|".utf8) + [escape] + Array("(Ba".utf8)) == "日a")
        #expect(
            Self.decode(.iso2022JP, [escape] + Array("(J\\~".utf8) + [escape] + Array("(I1".utf8)) == "\u{A5}\u{203E}ｱ")
        // Two escapes with nothing between, an unknown escape, a lead byte cut off at the end.
        #expect(Self.decode(.iso2022JP, [escape] + Array("$B".utf8) + [escape] + Array("(Ba".utf8)) == "\u{FFFD}a")
        #expect(Self.decode(.iso2022JP, [escape] + Array("$Z".utf8)) == "\u{FFFD}$Z")
        #expect(Self.decode(.iso2022JP, [escape] + Array("$BF".utf8)) == "\u{FFFD}")
    }

    @Test func otherDecoders() {
        #expect(Self.decode(.utf16LE, [0x3D, 0xD8, 0x00, 0xDE, 0x41, 0x00]) == "😀A")
        #expect(Self.decode(.utf16BE, [0xD8, 0x3D, 0x00, 0x41, 0x00]) == "\u{FFFD}A\u{FFFD}")
        #expect(Self.decode(.xUserDefined, [0x41, 0x80, 0xFF]) == "A\u{F780}\u{F7FF}")
        #expect(Self.decode(.replacement, [0x41]) == "\u{FFFD}" && Self.decode(.replacement, []) == "")
        #expect(Self.decode(.koi8U, [0xAE, 0xBE]) == "ўЎ")
        #expect(Self.decode(.windows1252, [0x80, 0x81, 0x9F]) == "€\u{81}Ÿ")
        #expect(Self.decode(.iso8859_8I, [0xF9]) == Self.decode(.iso8859_8, [0xF9]))
        #expect(Self.decode(.iso8859_3, [0xA5]) == "\u{FFFD}")
        // A byte-order mark wins over the label and is dropped.
        let bom = TextEncoding.windows1252.decode([0xFF, 0xFE, 0x41, 0x00][...])
        #expect(bom.text == "A" && bom.encoding == .utf16LE && bom.byteOrderMark)
    }

    @Test func randomBytesNeverTrapNorGrow() {
        var generator = SeededGenerator(state: 0xE4C0)
        for encoding in TextEncoding.allCases {
            for round in 0..<200 {
                let count =
                    round < 100 ? Int.random(in: 0...8, using: &generator) : Int.random(in: 0...400, using: &generator)
                let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
                let decoded = encoding.decodeWithoutBOM(bytes[...], bom: false)
                #expect(decoded.text.unicodeScalars.count <= bytes.count + 1, "\(encoding) \(bytes)")
                let replaced = decoded.text.unicodeScalars.count { $0 == "\u{FFFD}" }
                #expect(decoded.errors <= replaced, "\(encoding) \(bytes)")
            }
        }
    }
}
