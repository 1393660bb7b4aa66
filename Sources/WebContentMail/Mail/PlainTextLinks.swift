import WebContentCore
import WebContentMarkup

/// The web and mail addresses in plain-text mail made into links, as Thunderbird and Apple Mail show them.
///
/// Only what names its scheme becomes a link: `http://`, `https://` and `mailto:` addresses, and bare e-mail
/// addresses (as `mailto:`). A bare `example.com` stays text: guessing domains links prose ("e.g.", file
/// names). A link ends before white space or `<`, `>`, `"`; trailing punctuation (`.,:;!?'*`) is the sentence's,
/// and a closing bracket only belongs to the address when it opens one too (`…/Foo_(bar)`). The links are
/// ordinary HTML: the sanitizer, the link checks and the navigation chain treat them as any other.
///
/// Links add markup, so one body's links may add at most ``budget`` bytes: past it, addresses stay text, and a
/// huge body full of addresses still fits the composer's limit (`ContentHTMLComposer.maximumContentBytes`).
/// Scanned over UTF-8 bytes: every delimiter is ASCII, so a multi-byte character never splits, and a 10 MB body
/// stays linear.
struct PlainTextLinks {
    /// A link found in text: its byte range and where it goes.
    struct Link: Equatable {
        var range: Range<Int>
        var href: String
    }

    /// The bytes of markup the links of one body may still add.
    var budget = 1 << 20

    /// `text` escaped for HTML, with its links as `<a href>` while the budget lasts.
    mutating func html(_ text: Substring) -> String {
        let bytes = Array(text.utf8)
        var html = ""
        var written = 0
        for link in Self.links(in: bytes) {
            let href = HTMLText.escape(link.href)
            budget -= href.utf8.count + 15
            guard budget >= 0 else { break }
            html += HTMLText.escape(String(decoding: bytes[written..<link.range.lowerBound], as: UTF8.self))
            let shown = HTMLText.escape(String(decoding: bytes[link.range], as: UTF8.self))
            html += "<a href=\"" + href + "\">" + shown + "</a>"
            written = link.range.upperBound
        }
        return html + HTMLText.escape(String(decoding: bytes[written...], as: UTF8.self))
    }

    /// The links of `bytes` (UTF-8) in order, none overlapping.
    static func links(in bytes: [UInt8]) -> [Link] {
        var found: [Link] = []
        var index = 0
        while index < bytes.count {
            defer { index += 1 }
            let byte = bytes[index]
            guard byte == UInt8(ascii: ":") || byte == UInt8(ascii: "@") else { continue }
            let link = byte == UInt8(ascii: ":") ? schemeLink(bytes, colon: index) : emailLink(bytes, at: index)
            guard let link, link.range.lowerBound >= (found.last?.range.upperBound ?? 0) else { continue }
            found.append(link)
            index = link.range.upperBound - 1
        }
        return found
    }

    /// An `http:`, `https:` or `mailto:` address whose scheme ends at `colon`.
    private static func schemeLink(_ bytes: [UInt8], colon: Int) -> Link? {
        var start = colon
        while start > 0, isLetter(bytes[start - 1]) { start -= 1 }
        guard !endsInWordCharacter(bytes[..<start]) else { return nil }
        let scheme = String(decoding: bytes[start..<colon], as: UTF8.self).lowercased()
        var rest = colon + 1
        switch scheme {
        case "http", "https":
            guard bytes[rest...].starts(with: "//".utf8) else { return nil }
            rest += 2
            guard rest < bytes.count, isLetter(bytes[rest]) || isDigit(bytes[rest]) || bytes[rest] >= 0x80 else {
                return nil
            }
        case "mailto":
            guard rest < bytes.count, isLocalPartByte(bytes[rest]) else { return nil }
        default:
            return nil
        }
        let end = trimmedEnd(bytes, start: start, end: addressEnd(bytes, from: rest))
        guard end > rest else { return nil }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        return Link(range: start..<end, href: text)
    }

    /// A bare e-mail address around the `@` at `at`.
    private static func emailLink(_ bytes: [UInt8], at: Int) -> Link? {
        var start = at
        while start > 0, isLocalPartByte(bytes[start - 1]) { start -= 1 }
        while start < at, bytes[start] == UInt8(ascii: ".") { start += 1 }
        var end = at + 1
        while end < bytes.count,
            isLetter(bytes[end]) || isDigit(bytes[end]) || bytes[end] == UInt8(ascii: "-")
                || bytes[end] == UInt8(ascii: ".")
        {
            end += 1
        }
        while end > at + 1, bytes[end - 1] == UInt8(ascii: ".") || bytes[end - 1] == UInt8(ascii: "-") { end -= 1 }
        let domain = bytes[(at + 1)..<end]
        guard start < at, let dot = domain.lastIndex(of: UInt8(ascii: ".")), domain.first != UInt8(ascii: "."),
            end - dot > 2, bytes[(dot + 1)..<end].allSatisfy(isLetter)
        else { return nil }
        return Link(range: start..<end, href: "mailto:" + String(decoding: bytes[start..<end], as: UTF8.self))
    }

    /// Where an address that goes on from `start` ends: at white space (Unicode's too), a control, `<`, `>`, `"`.
    private static func addressEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var end = start
        while end < bytes.count {
            let byte = bytes[end]
            if byte <= 0x20 || byte == 0x7F || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: "\"") || isUnicodeBreak(bytes, at: end)
            {
                break
            }
            end += 1
        }
        return end
    }

    /// No-break and ideographic spaces, and the ideographic comma and full stop, which end an address.
    private static func isUnicodeBreak(_ bytes: [UInt8], at index: Int) -> Bool {
        let next = bytes[index...].prefix(3)
        return next.starts(with: [0xC2, 0xA0]) || next.elementsEqual([0xE3, 0x80, 0x80])
            || next.elementsEqual([0xE3, 0x80, 0x81]) || next.elementsEqual([0xE3, 0x80, 0x82])
    }

    /// `end` moved back over the sentence's punctuation and over closing brackets the address does not open.
    private static func trimmedEnd(_ bytes: [UInt8], start: Int, end: Int) -> Int {
        var end = end
        while end > start {
            let last = bytes[end - 1]
            if ".,:;!?'*".utf8.contains(last) {
                end -= 1
                continue
            }
            let pairs: [(UInt8, UInt8)] = [(0x28, 0x29), (0x5B, 0x5D), (0x7B, 0x7D)]
            guard let (open, _) = pairs.first(where: { $0.1 == last }) else { break }
            let opened = bytes[start..<end].filter { $0 == open }.count
            let closed = bytes[start..<end].filter { $0 == last }.count
            guard closed > opened else { break }
            end -= 1
        }
        return end
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Whether `bytes` end in a letter or digit of any script (`xhttps://` is no address; ` https://` after a
    /// no-break space is).
    private static func endsInWordCharacter(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let last = bytes.last else { return false }
        guard last >= 0x80 else { return isLetter(last) || isDigit(last) }
        let lead = bytes.lastIndex(where: { $0 < 0x80 || $0 >= 0xC0 }) ?? bytes.startIndex
        guard let scalar = String(decoding: bytes[lead...], as: UTF8.self).unicodeScalars.first else { return false }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    private static func isLocalPartByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || "._%+-".utf8.contains(byte)
    }
}
