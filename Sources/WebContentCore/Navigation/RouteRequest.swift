package import Foundation

/// A URL reduced to what routes match on: lowercased scheme, normalised host, decoded non-empty path segments.
///
/// Read from the URL's text in one pass over its UTF-8 bytes: Foundation's component accessors and
/// `String.split` cost more than a whole route lookup. `RouteTableRequestParsingTests` checks it agrees with
/// Foundation's `scheme`, `host(percentEncoded: false)` and `path(percentEncoded: true)`.
package struct RouteRequest: Hashable, Sendable {
    package let scheme: String
    /// Lowercased, one trailing dot removed; nil when the URL has none or it has an empty label.
    package let host: String?
    package let segments: [String]

    package init(_ url: URL) {
        self.init(urlString: url.absoluteString)
    }

    /// Parses an absolute URL string as RFC 3986 does: `scheme:[//[userinfo@]host[:port]]path[?query][#fragment]`.
    package init(urlString: String) {
        var text = urlString
        text.makeContiguousUTF8()
        self =
            text.utf8.withContiguousStorageIfAvailable(URLBytes.parse)
            ?? Array(text.utf8).withUnsafeBufferPointer(URLBytes.parse)
    }

    package init(scheme: String, host: String?, segments: [String]) {
        self.scheme = scheme.lowercased()
        self.host = URLBytes.normalisedHost(host)
        self.segments = segments.filter { !$0.isEmpty }
    }

    fileprivate init(parsedScheme: String, host: String?, segments: [String]) {
        scheme = parsedScheme
        self.host = host
        self.segments = segments
    }
}

/// The byte-level reader behind ``RouteRequest``.
private enum URLBytes {
    static let colon = UInt8(ascii: ":"), slash = UInt8(ascii: "/"), question = UInt8(ascii: "?")
    static let hash = UInt8(ascii: "#"), at = UInt8(ascii: "@"), percent = UInt8(ascii: "%")
    static let dot = UInt8(ascii: "."), openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")

    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> RouteRequest {
        let end = bytes.count
        var index = 0
        var scheme = ""
        var cursor = 0
        while cursor < end, bytes[cursor] != colon, bytes[cursor] != slash, bytes[cursor] != question,
            bytes[cursor] != hash
        {
            cursor += 1
        }
        if cursor < end, bytes[cursor] == colon {
            scheme = lowercased(string(bytes, 0, cursor))
            index = cursor + 1
        }
        var host: String?
        if index + 1 < end, bytes[index] == slash, bytes[index + 1] == slash {
            let start = index + 2
            var authorityEnd = start
            var hostStart = start
            while authorityEnd < end, bytes[authorityEnd] != slash, bytes[authorityEnd] != question,
                bytes[authorityEnd] != hash
            {
                if bytes[authorityEnd] == at { hostStart = authorityEnd + 1 }
                authorityEnd += 1
            }
            var hostEnd = hostStart
            if hostStart < authorityEnd, bytes[hostStart] == openBracket {
                while hostEnd < authorityEnd, bytes[hostEnd] != closeBracket { hostEnd += 1 }
                hostEnd = min(hostEnd + 1, authorityEnd)
            } else {
                while hostEnd < authorityEnd, bytes[hostEnd] != colon { hostEnd += 1 }
            }
            host = normalisedHost(decoded(bytes, hostStart, hostEnd))
            index = authorityEnd
        }
        var segments: [String] = []
        segments.reserveCapacity(8)
        var segmentStart = index
        var position = index
        while position <= end {
            let atEnd = position == end || bytes[position] == question || bytes[position] == hash
            if atEnd || bytes[position] == slash {
                // Splitting the encoded path keeps an encoded "/" (%2F) inside its segment.
                if position > segmentStart { segments.append(decoded(bytes, segmentStart, position)) }
                segmentStart = position + 1
            }
            if atEnd { break }
            position += 1
        }
        return RouteRequest(parsedScheme: scheme, host: host, segments: segments)
    }

    static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// Percent-decodes like Foundation's `removingPercentEncoding`, keeping the raw text where that gives nil.
    static func decoded(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[start..<end])
        guard slice.contains(percent) else { return String(decoding: slice, as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(slice.count)
        var index = 0
        while index < slice.count {
            if slice[index] == percent {
                guard index + 2 < slice.count, let high = hexValue(slice[index + 1]),
                    let low = hexValue(slice[index + 2])
                else {
                    return String(decoding: slice, as: UTF8.self)
                }
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(slice[index])
                index += 1
            }
        }
        return String(bytes: output, encoding: .utf8) ?? String(decoding: slice, as: UTF8.self)
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// ASCII text is lowercased byte by byte; anything else goes through Unicode lowercasing.
    static func lowercased(_ text: String) -> String {
        for byte in text.utf8 where byte >= 0x80 || byte &- UInt8(ascii: "A") < 26 { return text.lowercased() }
        return text
    }

    static func normalisedHost(_ raw: String?) -> String? {
        guard let raw, !raw.isEmpty else { return nil }
        var host = lowercased(raw)
        if host.utf8.last == dot { host.removeLast() }
        // No empty label: not empty, no leading or trailing dot, no "..".
        var previous = dot
        for byte in host.utf8 {
            if byte == dot && previous == dot { return nil }
            previous = byte
        }
        guard !host.isEmpty, previous != dot else { return nil }
        return host
    }
}
