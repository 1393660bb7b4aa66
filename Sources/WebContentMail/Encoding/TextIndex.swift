import Foundation

/// One index table of the Encoding Standard: pointer to code point, 0 where the index has none.
///
/// Read once per process from `Resources/encoding/<name>.bin` (24-bit little-endian values, one per pointer),
/// the first time a decoder needs it; a missing table is a broken package and stops the process.
struct TextIndex: Sendable {
    let values: [UInt32]

    /// The code point at `pointer`, or nil when the index has none.
    subscript(pointer: Int) -> UInt32? {
        guard pointer >= 0, pointer < values.count else { return nil }
        let value = values[pointer]
        return value == 0 ? nil : value
    }

    init(resource name: String) {
        let data = MailResources.data("encoding/\(name).bin")
        precondition(data.count % 3 == 0, "WebContentMail resource encoding/\(name).bin is damaged")
        var values = [UInt32](repeating: 0, count: data.count / 3)
        data.withUnsafeBytes { raw in
            for index in values.indices {
                values[index] =
                    UInt32(raw[index * 3]) | UInt32(raw[index * 3 + 1]) << 8 | UInt32(raw[index * 3 + 2]) << 16
            }
        }
        self.values = values
    }

    static let big5 = TextIndex(resource: "big5")
    static let eucKR = TextIndex(resource: "euc-kr")
    static let gb18030 = TextIndex(resource: "gb18030")
    static let jis0208 = TextIndex(resource: "jis0208")
    static let jis0212 = TextIndex(resource: "jis0212")
    /// Pairs of (pointer, code point), by pointer: the ranges of four-byte gb18030 sequences.
    static let gb18030Ranges = TextIndex(resource: "gb18030-ranges")

    /// The 128 code points of bytes 0x80-0xFF of each single-byte encoding, by the encoding.
    static let singleByte: [TextEncoding: TextIndex] = {
        var tables: [TextEncoding: TextIndex] = [:]
        for encoding in TextEncoding.allCases where encoding.isSingleByte {
            // ISO-8859-8-I decodes as ISO-8859-8: the "I" only tells how to lay out the text.
            let name = encoding == .iso8859_8I ? "iso-8859-8" : encoding.name.lowercased()
            tables[encoding] = TextIndex(resource: name)
        }
        return tables
    }()

    /// The standard's "index gb18030 ranges code point".
    static func gb18030RangesCodePoint(_ pointer: Int) -> UInt32? {
        if (pointer > 39419 && pointer < 189000) || pointer > 1237575 { return nil }
        if pointer == 7457 { return 0xE7C7 }
        let ranges = gb18030Ranges.values
        // The last range starting at or before `pointer`, by binary search over the pairs.
        var low = 0
        var high = ranges.count / 2 - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(ranges[middle * 2]) <= pointer { low = middle } else { high = middle - 1 }
        }
        return ranges[low * 2 + 1] + UInt32(pointer - Int(ranges[low * 2]))
    }
}
