import WebContentCore

/// Repairs JSON text whose `\uXXXX` escapes name lone UTF-16 surrogates, which Swift strings cannot hold.
package enum LoneSurrogates {
    /// The text with every unpaired surrogate escape replaced by `\ufffd`; paired ones are kept.
    package static func replaceEscapes(in text: String) -> String {
        var units = Array(text.utf8)
        var index = 0
        while index + 5 < units.count {
            guard units[index] == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            guard units[index + 1] == UInt8(ascii: "u"), let unit = hex(units, at: index + 2) else {
                index += 2  // some other escape: skip both bytes so "\\\\u" is not misread
                continue
            }
            if (0xD800...0xDBFF).contains(unit), index + 12 <= units.count,
                units[index + 6] == UInt8(ascii: "\\"), units[index + 7] == UInt8(ascii: "u"),
                let low = hex(units, at: index + 8), (0xDC00...0xDFFF).contains(low)
            {
                index += 12
                continue
            }
            if (0xD800...0xDFFF).contains(unit) {
                units.replaceSubrange((index + 2)..<(index + 6), with: Array("fffd".utf8))
            }
            index += 6
        }
        return String(decoding: units, as: UTF8.self)
    }

    private static func hex(_ units: [UInt8], at start: Int) -> UInt16? {
        guard start + 4 <= units.count else { return nil }
        var value: UInt16 = 0
        for byte in units[start..<(start + 4)] {
            guard let digit = Character(UnicodeScalar(byte)).hexDigitValue else { return nil }
            value = value << 4 | UInt16(digit)
        }
        return value
    }
}
