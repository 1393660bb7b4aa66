/// Text made safe for HTML element content and for quoted attribute values.
public enum HTMLText {
    /// Escapes `&`, `<`, `>`, `"` and `'`.
    ///
    /// Byte by byte over UTF-8: the five are ASCII, which never occurs inside a multi-byte sequence. Walking
    /// Characters instead missed a quote followed by a combining mark (one grapheme, `"\u{301}`, not equal to
    /// `"`), which then closed an attribute value; and it took over 2 s for 10 MB of mail text in a debug build.
    public static func escape(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + 16)
            var runStart = 0
            for (index, byte) in bytes.enumerated() {
                let entity: StaticString
                switch byte {
                case 0x26: entity = "&amp;"
                case 0x3C: entity = "&lt;"
                case 0x3E: entity = "&gt;"
                case 0x22: entity = "&quot;"
                case 0x27: entity = "&#39;"
                default: continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                output.append(contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
                runStart = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
            return String(decoding: output, as: UTF8.self)
        }
    }
}
