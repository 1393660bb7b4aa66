import Foundation
import WebContentCore
import WebContentMarkup

/// The pictures of a message with no text (a photo sent alone, a scan), shown as Apple Mail and Thunderbird show
/// them: each part an `<img>` in message order, served like an inline image under a Content-ID of its own.
///
/// The reader offers every image leaf as it walks; only their places are kept, and only a message that ends with
/// no text decodes them.
struct MailPictures {
    /// Formats WebKit shows in an `<img>`; SVG is left out, a document rather than a picture.
    static let types: Set = ["image/png", "image/jpeg", "image/jpg", "image/gif", "image/webp", "image/bmp"]
    /// At most this many pictures are shown.
    static let maximum = 32

    private var offered: [(type: String, body: Range<Int>, encoding: String, name: String?, contentID: String?)] = []
    private(set) var body: MailBody?

    /// Keeps the place of a leaf that is a picture, and its Content-ID when it has one.
    mutating func offer(type: String, body: Range<Int>, encoding: String, name: String?, contentID: String?) {
        guard Self.types.contains(type), offered.count < Self.maximum else { return }
        offered.append((type, body, encoding, name, contentID))
    }

    /// Makes the body of the offered pictures and returns the parts it adds.
    ///
    /// A picture already among `inlineParts` (it has a Content-ID) is shown from that part, not decoded again; any
    /// other gets a Content-ID of its own.
    mutating func show(from bytes: [UInt8], inlineParts: [MailPart]) -> [MailPart] {
        var parts: [MailPart] = []
        var html = ""
        for (index, picture) in offered.enumerated() {
            let source: String
            if let contentID = picture.contentID, inlineParts.contains(where: { $0.contentID == contentID }) {
                source = contentID.addingPercentEncoding(withAllowedCharacters: Self.plainCharacters) ?? contentID
            } else {
                let (decoded, _) = MailTransferEncoding.decode(bytes[picture.body], encoding: picture.encoding)
                guard !decoded.isEmpty else { continue }
                source = "picture-\(index + 1)@webcontent.invalid"
                parts.append(MailPart(contentID: source, mimeType: picture.type, data: Data(decoded)))
            }
            let alt = HTMLText.escape(picture.name ?? "picture \(index + 1)")
            html += #"<p><img src="cid:\#(source)" alt="\#(alt)" style="max-width:100%;height:auto"></p>"#
        }
        if !html.isEmpty { body = MailBody(html: html, source: .pictures, charset: nil, text: "") }
        return parts
    }

    /// What a Content-ID keeps unescaped in a `cid:` URL (RFC 2392); the rest, `&` and quotes among it, is
    /// percent-encoded so the attribute holds the URL as is.
    private static let plainCharacters = CharacterSet(
        charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~@!$()*+,;=")
}
