import Foundation

/// Turns a part's bytes into text the way browsers and mail clients do: by the WHATWG Encoding Standard, whose labels
/// map mislabelled mail to what it really holds (`gb2312` is read as GBK, `iso-8859-1` and `us-ascii` as windows-1252).
///
/// Never fails: invalid bytes become U+FFFD.
///
/// The order, for a body (docs/ARCHITECTURE.md, "Mail input"):
/// 1. a byte-order mark (UTF-8, UTF-16) wins over any label;
/// 2. a label the standard knows; when its decoder meets invalid bytes that are valid UTF-8, UTF-8 (noted);
/// 3. for HTML without a usable label, the `<meta charset>` of its first 1024 bytes;
/// 4. UTF-8 when the bytes are valid UTF-8 (ASCII is);
/// 5. windows-1252, which maps every byte.
/// An unknown label, a guess, invalid bytes and a `<meta>` that disagrees with the MIME header are noted. The
/// MIME header beats the `<meta>`, as an HTTP header does in a browser: gateways that convert a part's charset
/// rewrite the header, not the markup.
enum MailCharset {
    /// What decoding a part gave: its text, the encoding that read it and a note when anything was guessed.
    struct Decoded {
        let text: String
        /// The name of the encoding that read it (`windows-1252`, `UTF-7`).
        let encodingName: String
        let note: String?

        init(text: String, encodingName: String, note: String?) {
            (self.text, self.encodingName, self.note) = (text, encodingName, note)
        }

        init(text: String, encoding: TextEncoding, note: String?) {
            self.init(text: text, encodingName: encoding.name, note: note)
        }
    }

    /// The text of `bytes` in the `charset` label (nil: none declared), noting what was guessed or repaired.
    static func decode(
        _ bytes: ArraySlice<UInt8>, charset: String?, isHTML: Bool = false
    ) -> (text: String, note: String?) {
        let decoded = decoding(bytes, charset: charset, isHTML: isHTML)
        return (decoded.text, decoded.note)
    }

    /// ``decode(_:charset:isHTML:)`` with the encoding it settled on.
    static func decoding(_ bytes: ArraySlice<UInt8>, charset: String?, isHTML: Bool = false) -> Decoded {
        let label = name(charset)
        let shown = label.map { String($0.prefix(40)) } ?? ""
        if let label, MailUTF7.labels.contains(label) {
            let (text, errors) = MailUTF7.decode(bytes)
            let note = errors > 0 ? "invalid UTF-7 replaced with U+FFFD (\(errors) sequences)" : nil
            return Decoded(text: text, encodingName: "UTF-7", note: note)
        }
        if let label, let encoding = TextEncoding(label: label) {
            let decoded = encoding.decode(bytes)
            if decoded.byteOrderMark && decoded.encoding != encoding {
                return Decoded(
                    text: decoded.text, encoding: decoded.encoding,
                    note: "charset \(shown) overridden by a \(decoded.encoding.name) byte-order mark")
            }
            // Only where UTF-8 is a real alternative: 7-bit encodings (ISO-2022-JP, the replacement encoding's
            // ISO-2022-KR and HZ) are always valid UTF-8, and reading their escapes as text would show markup.
            if decoded.errors > 0, encoding != .utf8, encoding.isASCIICompatible,
                let valid = String(validating: bytes, as: UTF8.self)
            {
                return Decoded(
                    text: valid, encoding: .utf8,
                    note: "charset \(shown) does not fit the bytes, which are UTF-8: read as UTF-8")
            }
            if decoded.errors > 0 {
                return Decoded(
                    text: decoded.text, encoding: encoding, note: "invalid \(encoding.name) bytes replaced with U+FFFD")
            }
            if encoding == .replacement, !bytes.isEmpty {
                return Decoded(
                    text: decoded.text, encoding: encoding,
                    note: "charset \(shown) is not decoded (the standard's replacement encoding): shown as U+FFFD")
            }
            if isHTML, let meta = metaCharset(bytes), meta != encoding {
                return Decoded(
                    text: decoded.text, encoding: encoding,
                    note: "HTML <meta> says \(meta.name), the MIME header \(shown): read as \(encoding.name)")
            }
            return Decoded(text: decoded.text, encoding: encoding, note: nil)
        }
        return guessing(bytes, label: label, isHTML: isHTML)
    }

    /// Bytes with no label, or one the standard does not know: a byte-order mark, the `<meta>`, UTF-8, windows-1252.
    private static func guessing(_ bytes: ArraySlice<UInt8>, label: String?, isHTML: Bool) -> Decoded {
        let unknown = label.map { "charset \($0.prefix(40)) is not known" }
        if let ascii = TextEncoding.ascii(bytes) {
            // ASCII reads the same in every candidate; UTF-16 without a BOM is not guessed.
            return Decoded(text: ascii, encoding: .utf8, note: unknown.map { "\($0): read as UTF-8" })
        }
        let bom = TextEncoding.utf8.decode(bytes)
        if bom.byteOrderMark {
            let note = "\(unknown ?? "no charset"): read as \(bom.encoding.name) by its byte-order mark"
            return Decoded(text: bom.text, encoding: bom.encoding, note: note)
        }
        if isHTML, let meta = metaCharset(bytes) {
            let decoded = meta.decode(bytes)
            return Decoded(
                text: decoded.text, encoding: meta,
                note: "\(unknown ?? "no charset"): read as \(meta.name), as its <meta> says")
        }
        if let valid = String(validating: bytes, as: UTF8.self) {
            return Decoded(text: valid, encoding: .utf8, note: "\(unknown ?? "no charset"): read as UTF-8")
        }
        let text = TextEncoding.windows1252.decode(bytes).text
        return Decoded(text: text, encoding: .windows1252, note: "\(unknown ?? "no charset"): read as windows-1252")
    }

    /// A charset parameter as compared: lower-cased, without blanks, quotes or backslashes (`"UTF-8"`,
    /// `'utf-8'`, `\"utf-8\"`, ` UTF-8 ` are all `utf-8`); nil when absent or empty.
    static func name(_ raw: String?) -> String? {
        let value = raw?.prefix { $0 != "(" }.filter { !$0.isWhitespace && $0 != "\"" && $0 != "'" && $0 != "\\" }
            .lowercased()
        return value?.isEmpty == false ? value : nil
    }

    /// Raw header bytes: UTF-8 when valid (8-bit mail is mostly UTF-8), else `fallback` (the charset the entity
    /// or message declares), else windows-1252.
    static func headerText(_ bytes: ArraySlice<UInt8>, fallback: TextEncoding? = nil) -> String {
        if let valid = String(validating: bytes, as: UTF8.self) { return valid }
        return (fallback ?? .windows1252).decode(bytes).text
    }

    /// Windows-1252, every byte mapped: what unlabelled 8-bit text falls back to.
    static func windows1252(_ bytes: ArraySlice<UInt8>) -> String {
        TextEncoding.windows1252.decode(bytes).text
    }
}
