public import Foundation

/// Points every http(s) URL of a document at one loopback origin, so its remote loads succeed (or are counted)
/// on a machine without a network: the remote-content tests' tripwire and the benchmark's image server.
public enum LoopbackURLs {
    /// Every http(s) URL of `html` pointed at `origin` (a distinct path each, ending in .png so it looks
    /// loadable), and how many there were.
    public static func rewrite(_ html: String, to origin: String) -> (html: String, urls: Int) {
        let source = html as NSString
        let matches = pattern.matches(in: html, range: NSRange(location: 0, length: source.length))
        guard !matches.isEmpty else { return (html, 0) }
        var output = ""
        var last = 0
        for (index, match) in matches.enumerated() {
            output += source.substring(with: NSRange(location: last, length: match.range.location - last))
            output += "\(origin)/r\(index).png"
            last = match.range.location + match.range.length
        }
        output += source.substring(from: last)
        return (output, matches.count)
    }

    /// A 3x2 red PNG: what the loopback servers answer, so an allowed image really loads.
    public static let png = Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEElEQVR4nGP4z8AAQQxwFgBB0gX7h/C5SAAAAABJRU5ErkJggg==")!

    // A constant pattern: it compiles.
    private static let pattern = try! NSRegularExpression(
        pattern: "https?://[^\\s\"'()<>]+", options: [.caseInsensitive])
}
