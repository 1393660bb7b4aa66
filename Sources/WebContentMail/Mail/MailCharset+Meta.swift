extension MailCharset {
    /// The encoding an HTML part's `<meta charset=...>` or `<meta http-equiv content="...; charset=...">` names
    /// in its first 1024 bytes (the HTML standard's prescan length), or nil.
    ///
    /// A simplified prescan: the first `<meta` tag naming a charset the standard knows. As in HTML, a UTF-16 label
    /// in markup that could be read as ASCII means UTF-8, and x-user-defined means windows-1252.
    static func metaCharset(_ bytes: ArraySlice<UInt8>) -> TextEncoding? {
        let head = Array(bytes.prefix(1024).map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 })
        var index = 0
        while let tag = find(Array("<meta".utf8), in: head, from: index) {
            let end = head[tag...].firstIndex(of: UInt8(ascii: ">")) ?? head.count
            if let encoding = charsetAttribute(head[tag..<end]) {
                switch encoding {
                case .utf16BE, .utf16LE: return .utf8
                case .xUserDefined: return .windows1252
                default: return encoding
                }
            }
            index = tag + 5
        }
        return nil
    }

    /// The encoding after `charset=` inside one tag, with or without quotes.
    private static func charsetAttribute(_ tag: ArraySlice<UInt8>) -> TextEncoding? {
        let tagBytes = Array(tag)
        var from = 0
        while let found = find(Array("charset".utf8), in: tagBytes, from: from) {
            var index = found + 7
            from = index
            while index < tagBytes.count, tagBytes[index] == 0x20 || tagBytes[index] == 0x09 || tagBytes[index] == 0x0A
            { index += 1 }
            guard index < tagBytes.count, tagBytes[index] == UInt8(ascii: "=") else { continue }
            index += 1
            while index < tagBytes.count, tagBytes[index] == 0x20 || tagBytes[index] == 0x09 || tagBytes[index] == 0x0A
            { index += 1 }
            let stops: Set<UInt8> = [0x22, 0x27, 0x20, 0x09, 0x0A, 0x0D, 0x3B, 0x3E, 0x2F]
            if index < tagBytes.count, tagBytes[index] == 0x22 || tagBytes[index] == 0x27 { index += 1 }
            var end = index
            while end < tagBytes.count, !stops.contains(tagBytes[end]) { end += 1 }
            if let encoding = TextEncoding(label: String(decoding: tagBytes[index..<end], as: UTF8.self)) {
                return encoding
            }
        }
        return nil
    }

    /// The index of the first `needle` in `haystack` at or after `start`.
    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        var index = start
        while index + needle.count <= haystack.count {
            if haystack[index] == needle[0], haystack[index..<index + needle.count].elementsEqual(needle) {
                return index
            }
            index += 1
        }
        return nil
    }
}
