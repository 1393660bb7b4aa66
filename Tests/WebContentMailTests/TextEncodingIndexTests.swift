import Foundation
import Testing

@testable import WebContentMail

/// Every decoding table, entry by entry, against the Encoding Standard's own `indexes.json`, and every pointer of
/// each table decoded from the bytes that reach it.
///
/// The witness is the standard's data, not our generator: `tools/encoding-tables/indexes.json` is the file the
/// standard's repository publishes beside the `index-*.txt` files the tables were generated from (same commit,
/// `a985b62`; the two agree entry for entry, see tools/encoding-tables/README.md). It is read here with
/// `JSONSerialization`, and the pointer-to-bytes formulas are the standard's decoders' written out again, so no
/// code is shared with `generate.py` or with the decoders. Python's codecs are no witness: they differ from the
/// standard on purpose in about 250 pointers.
@Suite(.timeLimit(.minutes(10))) struct TextEncodingIndexTests {
    /// The standard's JSON: each index as pointer to code point (nil where none); gb18030-ranges as its pairs, flat.
    static let indexes: [String: [UInt32?]] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("tools/encoding-tables/indexes.json")
        guard let data = try? Data(contentsOf: url),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: [Any]]
        else { return [:] }
        return json.mapValues { values in
            values.flatMap { value -> [UInt32?] in
                if let pair = value as? [NSNumber] { return pair.map(\.uint32Value) }
                return [(value as? NSNumber)?.uint32Value]
            }
        }
    }()

    /// The standard's code point at each pointer of `name`, nil where it has none.
    static func standard(_ name: String) -> [UInt32?] { indexes[name] ?? [] }

    /// Every table the package ships (every index of the standard but gb18030-ranges, checked on its own).
    static let tables = [
        "big5", "euc-kr", "gb18030", "jis0208", "jis0212", "iso-2022-jp-katakana", "ibm866", "iso-8859-2",
        "iso-8859-3", "iso-8859-4", "iso-8859-5", "iso-8859-6", "iso-8859-7", "iso-8859-8", "iso-8859-10",
        "iso-8859-13", "iso-8859-14", "iso-8859-15", "iso-8859-16", "koi8-r", "koi8-u", "macintosh", "windows-874",
        "windows-1250", "windows-1251", "windows-1252", "windows-1253", "windows-1254", "windows-1255",
        "windows-1256", "windows-1257", "windows-1258", "x-mac-cyrillic",
    ]

    @Test func theWitnessIsTheWholeStandard() {
        // Every index of the standard is here, each as long as the standard makes it.
        #expect(Set(Self.indexes.keys) == Set(Self.tables + ["gb18030-ranges"]))
        let lengths = ["big5": 19782, "euc-kr": 23940, "gb18030": 23940, "jis0208": 11280, "jis0212": 8836]
        for (name, length) in lengths { #expect(Self.standard(name).count == length, "\(name)") }
        #expect(Self.standard("gb18030-ranges").count == 2 * 207)
    }

    @Test(arguments: tables)
    func everyEntryIsTheStandards(_ name: String) {
        let standard = Self.standard(name)
        let table = TextIndex(resource: name)
        #expect(!standard.isEmpty && !table.values.isEmpty)
        // The shipped table ends at its last entry; the standard may go on with pointers that have none.
        #expect(table.values.count <= standard.count)
        var wrong: [Int] = []
        for pointer in 0..<max(standard.count, table.values.count) where table[pointer] != standard[pointer] {
            wrong.append(pointer)
        }
        #expect(wrong.isEmpty, "\(name): \(wrong.count) pointers differ, first \(wrong.prefix(10))")
        #expect(standard.compactMap(\.self).count == table.values.filter { $0 != 0 }.count)
    }

    @Test func theGB18030RangesAreTheStandards() {
        let pairs = Self.standard("gb18030-ranges")
        #expect(pairs.count == 2 * 207 && !pairs.contains(nil))
        #expect(pairs == TextIndex.gb18030Ranges.values)
    }

    /// Single-byte encodings: byte 0x80 + pointer decodes to the standard's code point, or U+FFFD where it has none.
    @Test(arguments: TextEncoding.allCases.filter(\.isSingleByte))
    func everyHighByteDecodesAsTheStandardSays(_ encoding: TextEncoding) {
        let name = encoding == .iso8859_8I ? "iso-8859-8" : encoding.name.lowercased()
        let standard = Self.standard(name)
        #expect(standard.count == 128)
        for (pointer, codePoint) in standard.enumerated() {
            let expected = codePoint.flatMap(Unicode.Scalar.init).map(String.init) ?? "\u{FFFD}"
            let decoded = encoding.decode([UInt8(0x80 + pointer)][...]).text
            #expect(decoded == expected, "\(encoding.name) byte \(0x80 + pointer)")
        }
    }

    /// Multi-byte encodings: every pointer with a code point, from the bytes the standard's decoder turns into it.
    @Test(arguments: MultiByte.all)
    func everyPointerDecodesFromItsBytes(_ table: MultiByte) throws {
        let standard = Self.standard(table.index)
        var checked = 0
        var wrong: [Int] = []
        for (pointer, codePoint) in standard.enumerated() {
            guard let codePoint, let bytes = table.bytes(pointer) else { continue }
            checked += 1
            if table.encoding.decode(bytes[...]).text != Unicode.Scalar(codePoint).map(String.init) {
                wrong.append(pointer)
            }
        }
        #expect(wrong.isEmpty, "\(table): \(wrong.count) differ, first \(wrong.prefix(10))")
        #expect(checked == table.expectedChecked, "\(table): \(checked) pointers checked")
        for (pointer, sequence) in table.sequences {
            let bytes = try #require(table.bytes(pointer))
            #expect(standard[pointer] == nil && table.encoding.decode(bytes[...]).text == sequence, "\(pointer)")
        }
    }
}
