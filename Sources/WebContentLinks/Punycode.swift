/// Punycode (RFC 3492) decoding, for host labels written in their ASCII-compatible form (`xn--…`).
///
/// Written here rather than taken from Foundation: `URL` does not expose IDNA on every platform, and the link
/// checks need the Unicode form of a label to see which scripts it mixes.
public enum Punycode {
    private static let base = 36
    private static let tMin = 1
    private static let tMax = 26
    private static let skew = 38
    private static let damp = 700
    private static let initialBias = 72
    private static let initialN = 128
    /// Longer input is no DNS label (63 octets at most); the bound keeps the insertion loop short.
    private static let maximumLength = 256

    /// The Unicode form of `label` when it starts with `xn--` and decodes; the label itself (lower-cased) when
    /// it does not start with `xn--`; nil when it starts with `xn--` but is not valid Punycode.
    public static func unicodeLabel(_ label: Substring) -> String? {
        let lower = label.lowercased()
        guard lower.hasPrefix("xn--") else { return lower }
        return decode(lower.dropFirst(4))
    }

    /// Decodes a Punycode string (without the `xn--` prefix); nil when it is not valid.
    public static func decode(_ input: Substring) -> String? {
        let scalars = Array(input.unicodeScalars)
        guard scalars.count <= maximumLength, scalars.allSatisfy(\.isASCII) else { return nil }
        let delimiter = scalars.lastIndex(of: "-") ?? 0
        var output = Array(scalars[..<delimiter])
        var n = initialN
        var i = 0
        var bias = initialBias
        var position = delimiter > 0 ? delimiter + 1 : 0
        while position < scalars.count {
            let oldI = i
            var w = 1
            var k = base
            while true {
                guard position < scalars.count, let digit = digitValue(scalars[position]) else { return nil }
                position += 1
                guard digit <= (Int(Int32.max) - i) / w else { return nil }
                i += digit * w
                let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                if digit < t { break }
                guard w <= Int(Int32.max) / (base - t) else { return nil }
                w *= base - t
                k += base
            }
            let count = output.count + 1
            bias = adapt(delta: i - oldI, count: count, firstTime: oldI == 0)
            guard i / count <= Int(Int32.max) - n else { return nil }
            n += i / count
            i %= count
            guard let scalar = Unicode.Scalar(UInt32(n)) else { return nil }
            output.insert(scalar, at: i)
            i += 1
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: output)
        return String(text)
    }

    private static func digitValue(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar.value {
        case 0x30...0x39: Int(scalar.value) - 0x30 + 26
        case 0x41...0x5A: Int(scalar.value) - 0x41
        case 0x61...0x7A: Int(scalar.value) - 0x61
        default: nil
        }
    }

    private static func adapt(delta: Int, count: Int, firstTime: Bool) -> Int {
        var delta = firstTime ? delta / damp : delta / 2
        delta += delta / count
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }
}
