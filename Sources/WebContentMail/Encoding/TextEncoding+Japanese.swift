extension TextEncoding {
    /// The standard's Shift_JIS decoder (windows-31j: JIS X 0208 with the NEC and IBM extensions).
    static func decodeShiftJIS(_ input: ArraySlice<UInt8>) -> (String, Int) {
        decodeLeadAndTrail(
            input, isLead: { (0x81...0x9F).contains($0) || (0xE0...0xFC).contains($0) },
            single: { byte, output in
                if byte <= 0x80 {
                    output.append(UInt32(byte))
                } else if (0xA1...0xDF).contains(byte) {
                    output.append(0xFF61 - 0xA1 + UInt32(byte))  // half-width katakana
                } else {
                    output.error()
                }
            }
        ) { lead, byte, output in
            let offset = byte < 0x7F ? 0x40 : 0x41
            let leadOffset = lead < 0xA0 ? 0x81 : 0xC1
            guard (0x40...0x7E).contains(byte) || (0x80...0xFC).contains(byte) else { return false }
            let pointer = (Int(lead) - leadOffset) * 188 + Int(byte) - offset
            if (8836...10715).contains(pointer) {
                // End-user-defined characters: private use.
                output.append(UInt32(0xE000 - 8836 + pointer))
            } else if let codePoint = TextIndex.jis0208[pointer] {
                output.append(codePoint)
            } else {
                return false
            }
            return true
        }
    }

    /// The standard's EUC-JP decoder: JIS X 0208, half-width katakana after 0x8E, JIS X 0212 after 0x8F.
    static func decodeEUCJP(_ input: ArraySlice<UInt8>) -> (String, Int) {
        let bytes = Array(input)
        var output = TextDecoderOutput(capacity: bytes.count * 2)
        var lead: UInt8 = 0
        var jis0212 = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if lead == 0x8E && (0xA1...0xDF).contains(byte) {
                lead = 0
                output.append(0xFF61 - 0xA1 + UInt32(byte))
            } else if lead == 0x8F && (0xA1...0xFE).contains(byte) {
                jis0212 = true
                lead = byte
            } else if lead != 0 {
                var codePoint: UInt32?
                if (0xA1...0xFE).contains(lead) && (0xA1...0xFE).contains(byte) {
                    let pointer = (Int(lead) - 0xA1) * 94 + Int(byte) - 0xA1
                    codePoint = jis0212 ? TextIndex.jis0212[pointer] : TextIndex.jis0208[pointer]
                }
                lead = 0
                jis0212 = false
                output.append(pair: codePoint, trail: byte, index: &index)
            } else if byte < 0x80 {
                output.append(ascii: byte)
            } else if byte == 0x8E || byte == 0x8F || (0xA1...0xFE).contains(byte) {
                lead = byte
            } else {
                output.error()
            }
        }
        if lead != 0 { output.error() }
        return output.result
    }
}
