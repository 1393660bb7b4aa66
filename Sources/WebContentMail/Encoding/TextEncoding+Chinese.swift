extension TextEncoding {
    /// The standard's gb18030 decoder (GBK uses it too): one, two or four bytes.
    ///
    /// Bytes it pushes back are the ones just read, so going back over them is the same.
    static func decodeGB18030(_ input: ArraySlice<UInt8>) -> (String, Int) {
        let bytes = Array(input)
        var output = TextDecoderOutput(capacity: bytes.count * 2)
        var first: UInt8 = 0, second: UInt8 = 0, third: UInt8 = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if third != 0 {
                guard (0x30...0x39).contains(byte) else {
                    // Second, third and this byte are read again.
                    (first, second, third) = (0, 0, 0)
                    index -= 3
                    output.error()
                    continue
                }
                let pointer =
                    (Int(first) - 0x81) * 12600 + (Int(second) - 0x30) * 1260 + (Int(third) - 0x81) * 10
                    + Int(byte) - 0x30
                (first, second, third) = (0, 0, 0)
                if let codePoint = TextIndex.gb18030RangesCodePoint(pointer) {
                    output.append(codePoint)
                } else {
                    output.error()
                }
            } else if second != 0 {
                if (0x81...0xFE).contains(byte) {
                    third = byte
                } else {
                    (first, second) = (0, 0)
                    index -= 2
                    output.error()
                }
            } else if first != 0 {
                if (0x30...0x39).contains(byte) {
                    second = byte
                    continue
                }
                let lead = Int(first)
                first = 0
                let offset = byte < 0x7F ? 0x40 : 0x41
                let inRange = (0x40...0x7E).contains(byte) || (0x80...0xFE).contains(byte)
                let codePoint = inRange ? TextIndex.gb18030[(lead - 0x81) * 190 + Int(byte) - offset] : nil
                output.append(pair: codePoint, trail: byte, index: &index)
            } else if byte < 0x80 {
                output.append(ascii: byte)
            } else if byte == 0x80 {
                output.append(0x20AC)
            } else if byte != 0xFF {
                first = byte
            } else {
                output.error()
            }
        }
        if first != 0 || second != 0 || third != 0 { output.error() }
        return output.result
    }

    /// The standard's Big5 decoder: Big5 with the HKSCS extensions, four pointers giving two code points each.
    static func decodeBig5(_ input: ArraySlice<UInt8>) -> (String, Int) {
        decodeLeadAndTrail(input, isLead: isLeadByte, single: appendASCII) { lead, byte, output in
            let offset = byte < 0x7F ? 0x40 : 0x62
            guard (0x40...0x7E).contains(byte) || (0xA1...0xFE).contains(byte) else { return false }
            let pointer = (Int(lead) - 0x81) * 157 + Int(byte) - offset
            switch pointer {
            case 1133: output.append(0xCA); output.append(0x304)
            case 1135: output.append(0xCA); output.append(0x30C)
            case 1164: output.append(0xEA); output.append(0x304)
            case 1166: output.append(0xEA); output.append(0x30C)
            default:
                guard let codePoint = TextIndex.big5[pointer] else { return false }
                output.append(codePoint)
            }
            return true
        }
    }

    /// The standard's EUC-KR decoder: EUC-KR with the Unified Hangul Code extensions (windows-949).
    static func decodeEUCKR(_ input: ArraySlice<UInt8>) -> (String, Int) {
        decodeLeadAndTrail(input, isLead: isLeadByte, single: appendASCII) { lead, byte, output in
            guard (0x41...0xFE).contains(byte),
                let codePoint = TextIndex.eucKR[(Int(lead) - 0x81) * 190 + Int(byte) - 0x41]
            else { return false }
            output.append(codePoint)
            return true
        }
    }

    /// Big5's and EUC-KR's lead bytes.
    private static func isLeadByte(_ byte: UInt8) -> Bool { (0x81...0xFE).contains(byte) }

    /// Big5's and EUC-KR's single bytes: ASCII, anything else an error.
    private static func appendASCII(_ byte: UInt8, to output: inout TextDecoderOutput) {
        if byte < 0x80 { output.append(ascii: byte) } else { output.error() }
    }
}
