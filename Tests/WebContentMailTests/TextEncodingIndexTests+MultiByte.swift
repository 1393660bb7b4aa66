@testable import WebContentMail

extension TextEncodingIndexTests {
    /// A multi-byte decoder, the index it reads, and the bytes that reach each pointer, written out from the
    /// standard's decoder algorithms (the inverse of each "pointer is ..." step).
    struct MultiByte: Sendable, CustomStringConvertible {
        let encoding: TextEncoding
        let index: String
        /// How many pointers have a code point and bytes: every one of them is decoded.
        let expectedChecked: Int
        /// Pointers the decoder answers with two code points instead of the index's none (Big5's four).
        let sequences: [Int: String]
        let bytes: @Sendable (Int) -> [UInt8]?

        var description: String { "\(encoding.name) (\(index))" }

        /// A lead byte and a trail byte, each from the pointer by its decoder's offsets.
        static func pair(_ lead: Int, _ trail: Int) -> [UInt8] { [UInt8(lead), UInt8(trail)] }

        static let gb18030Bytes: @Sendable (Int) -> [UInt8]? = { pointer in
            let trail = pointer % 190
            return pair(pointer / 190 + 0x81, trail + (trail < 0x3F ? 0x40 : 0x41))
        }

        static let all: [MultiByte] = [
            MultiByte(
                encoding: .gb18030, index: "gb18030", expectedChecked: 23940, sequences: [:], bytes: gb18030Bytes),
            MultiByte(encoding: .gbk, index: "gb18030", expectedChecked: 23940, sequences: [:], bytes: gb18030Bytes),
            MultiByte(
                encoding: .big5, index: "big5", expectedChecked: 18590,
                sequences: [1133: "\u{CA}\u{304}", 1135: "\u{CA}\u{30C}", 1164: "\u{EA}\u{304}", 1166: "\u{EA}\u{30C}"]
            ) { pointer in
                let trail = pointer % 157
                return pair(pointer / 157 + 0x81, trail + (trail < 0x3F ? 0x40 : 0x62))
            },
            MultiByte(encoding: .eucKR, index: "euc-kr", expectedChecked: 17048, sequences: [:]) { pointer in
                pair(pointer / 190 + 0x81, pointer % 190 + 0x41)
            },
            MultiByte(encoding: .shiftJIS, index: "jis0208", expectedChecked: 7724, sequences: [:]) { pointer in
                // Pointers 8836-10715 are the decoder's private-use area, not the index's.
                guard !(8836...10715).contains(pointer) else { return nil }
                let (lead, trail) = (pointer / 188, pointer % 188)
                return pair(lead + (lead < 0x1F ? 0x81 : 0xC1), trail + (trail < 0x3F ? 0x40 : 0x41))
            },
            MultiByte(encoding: .eucJP, index: "jis0208", expectedChecked: 7336, sequences: [:]) { pointer in
                pointer < 94 * 94 ? pair(pointer / 94 + 0xA1, pointer % 94 + 0xA1) : nil
            },
            MultiByte(encoding: .iso2022JP, index: "jis0208", expectedChecked: 7336, sequences: [:]) { pointer in
                // ESC $ B switches to JIS X 0208; two bytes 0x21-0x7E each make a pointer.
                pointer < 94 * 94 ? [0x1B, 0x24, 0x42] + pair(pointer / 94 + 0x21, pointer % 94 + 0x21) : nil
            },
            MultiByte(encoding: .eucJP, index: "jis0212", expectedChecked: 6067, sequences: [:]) { pointer in
                [0x8F] + pair(pointer / 94 + 0xA1, pointer % 94 + 0xA1)
            },
        ]
    }
}
