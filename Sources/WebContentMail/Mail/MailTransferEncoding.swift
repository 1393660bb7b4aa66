/// Undoes a part's Content-Transfer-Encoding, tolerantly: mail in the wild pads, wraps and escapes badly.
enum MailTransferEncoding {
    /// The bytes of `body` under `encoding` (lower-cased); an unknown encoding passes through, noted.
    static func decode(_ body: ArraySlice<UInt8>, encoding: String) -> (bytes: [UInt8], note: String?) {
        switch encoding {
        case "", "7bit", "8bit", "binary": return (Array(body), nil)
        case "quoted-printable": return (quotedPrintable(body), nil)
        case "base64": return (base64(body), nil)
        default: return (Array(body), "transfer encoding \(encoding.prefix(60)) is not supported: read as is")
        }
    }

    /// A Content-Transfer-Encoding value as compared: lower-cased, without blanks, quotes, parameters or a comment
    /// (`Base64`, ` "base64" `, `base64; x=y`, `base64 (binary)` are all `base64`).
    ///
    /// Nil is "".
    static func name(_ raw: String?) -> String {
        guard var value = raw else { return "" }
        if let cut = value.firstIndex(where: { $0 == ";" || $0 == "(" }) { value = String(value[..<cut]) }
        return value.filter { !$0.isWhitespace && $0 != "\"" && $0 != "'" }.lowercased()
    }

    /// Quoted-printable: `=XX` escapes, `=` at a line end joins lines; a malformed `=` stays as written.
    static func quotedPrintable(_ body: ArraySlice<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(body.count)
        var index = body.startIndex
        while index < body.endIndex {
            let byte = body[index]
            guard byte == 0x3D else {
                output.append(byte)
                index += 1
                continue
            }
            // A soft line break: "=" then optional trailing blanks, then LF or CRLF.
            var after = index + 1
            while after < body.endIndex, body[after] == 0x20 || body[after] == 0x09 { after += 1 }
            if after < body.endIndex, body[after] == 0x0A {
                index = after + 1
                continue
            }
            if after + 1 < body.endIndex, body[after] == 0x0D, body[after + 1] == 0x0A {
                index = after + 2
                continue
            }
            if after == body.endIndex {
                index = after
                continue
            }
            if index + 2 < body.endIndex, let high = hexValue(body[index + 1]), let low = hexValue(body[index + 2]) {
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(byte)
                index += 1
            }
        }
        return output
    }

    /// Base64: characters outside the alphabet are skipped, missing padding is tolerated, a trailing lone
    /// character (an incomplete quantum) is dropped.
    static func base64(_ body: ArraySlice<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(body.count / 4 * 3)
        var quantum: UInt32 = 0
        var count = 0
        for byte in body {
            if byte == 0x3D { break }  // padding: the data ends here
            guard let value = base64Value(byte) else { continue }
            quantum = quantum << 6 | UInt32(value)
            count += 1
            if count == 4 {
                output.append(UInt8(quantum >> 16 & 0xFF))
                output.append(UInt8(quantum >> 8 & 0xFF))
                output.append(UInt8(quantum & 0xFF))
                quantum = 0
                count = 0
            }
        }
        if count == 2 {
            output.append(UInt8(quantum >> 4 & 0xFF))
        } else if count == 3 {
            output.append(UInt8(quantum >> 10 & 0xFF))
            output.append(UInt8(quantum >> 2 & 0xFF))
        }
        return output
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }

    private static func base64Value(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x41...0x5A: byte - 0x41
        case 0x61...0x7A: byte - 0x61 + 26
        case 0x30...0x39: byte - 0x30 + 52
        case 0x2B, 0x2D: 62  // + (and - from the URL alphabet)
        case 0x2F, 0x5F: 63  // / (and _)
        default: nil
        }
    }
}
