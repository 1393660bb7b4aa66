extension TextEncoding {
    /// The states of the standard's ISO-2022-JP decoder.
    private enum ISO2022JPState {
        case ascii, roman, katakana, leadByte, trailByte, escapeStart, escape
    }

    /// The standard's ISO-2022-JP decoder: escape sequences switch between ASCII, JIS-Roman, half-width katakana
    /// and JIS X 0208; two escapes in a row, or bytes outside a state's range, are errors.
    static func decodeISO2022JP(_ input: ArraySlice<UInt8>) -> (String, Int) {
        let bytes = Array(input)
        var output = TextDecoderOutput(capacity: bytes.count * 2)
        var state = ISO2022JPState.ascii
        var outputState = ISO2022JPState.ascii
        var lead: UInt8 = 0
        var outputFlag = false
        var index = 0
        // Past the last byte the loop runs once more with nil, as the standard's end-of-queue.
        while index <= bytes.count {
            let byte: UInt8? = index < bytes.count ? bytes[index] : nil
            index += 1
            switch state {
            case .ascii, .roman, .katakana, .leadByte:
                guard let byte else { return output.result }
                if byte == 0x1B {
                    state = .escapeStart
                    continue
                }
                outputFlag = false
                switch state {
                case .ascii where byte < 0x80 && byte != 0x0E && byte != 0x0F:
                    output.append(ascii: byte)
                case .roman where byte == 0x5C:
                    output.append(0xA5)
                case .roman where byte == 0x7E:
                    output.append(0x203E)
                case .roman where byte < 0x80 && byte != 0x0E && byte != 0x0F:
                    output.append(ascii: byte)
                case .katakana where (0x21...0x5F).contains(byte):
                    output.append(0xFF61 - 0x21 + UInt32(byte))
                case .leadByte where (0x21...0x7E).contains(byte):
                    lead = byte
                    state = .trailByte
                default:
                    output.error()
                }
            case .trailByte:
                state = .leadByte
                guard let byte else {
                    // End of input after a lead byte: an error, then the end is read again.
                    index -= 1
                    output.error()
                    continue
                }
                if byte == 0x1B {
                    state = .escapeStart
                    output.error()
                } else if (0x21...0x7E).contains(byte),
                    let codePoint = TextIndex.jis0208[(Int(lead) - 0x21) * 94 + Int(byte) - 0x21]
                {
                    output.append(codePoint)
                } else {
                    output.error()
                }
            case .escapeStart:
                if let byte, byte == 0x24 || byte == 0x28 {
                    lead = byte
                    state = .escape
                    continue
                }
                index -= 1
                outputFlag = false
                state = outputState
                output.error()
            case .escape:
                let escapeLead = lead
                lead = 0
                var next: ISO2022JPState?
                switch (escapeLead, byte) {
                case (0x28, 0x42): next = .ascii
                case (0x28, 0x4A): next = .roman
                case (0x28, 0x49): next = .katakana
                case (0x24, 0x40), (0x24, 0x42): next = .leadByte
                default: next = nil
                }
                if let next {
                    state = next
                    outputState = next
                    // An escape right after another one (nothing decoded between) is an error.
                    if outputFlag { output.error() }
                    outputFlag = true
                    continue
                }
                // The lead and this byte are read again in the state before the escape.
                index -= 2
                outputFlag = false
                state = outputState
                output.error()
            }
        }
        return output.result
    }
}
