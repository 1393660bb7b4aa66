extension TextEncoding {
    /// The loop the standard's double-byte decoders share (Big5, EUC-KR, Shift_JIS): a lead byte waits for its trail
    /// byte, which `pair` turns into code points; when it cannot (false), an error, and an ASCII trail byte is read
    /// again on its own.
    ///
    /// Any other byte is `single`'s.
    static func decodeLeadAndTrail(
        _ input: ArraySlice<UInt8>, isLead: (UInt8) -> Bool, single: (UInt8, inout TextDecoderOutput) -> Void,
        pair: (UInt8, UInt8, inout TextDecoderOutput) -> Bool
    ) -> (String, Int) {
        let bytes = Array(input)
        var output = TextDecoderOutput(capacity: bytes.count * 2)
        var lead: UInt8 = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if lead != 0 {
                let pairLead = lead
                lead = 0
                if !pair(pairLead, byte, &output) {
                    if byte < 0x80 { index -= 1 }
                    output.error()
                }
            } else if isLead(byte) {
                lead = byte
            } else {
                single(byte, &output)
            }
        }
        if lead != 0 { output.error() }
        return output.result
    }
}
