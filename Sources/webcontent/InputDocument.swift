import Foundation
import WebContentCore
import WebContentMail

/// A document's text as read from its source, with what had to be repaired on the way.
struct InputDocument: Sendable {
    let source: InputSource
    let html: String
    /// Size as read, in bytes.
    let byteCount: Int
    /// Repairs and cautions (invalid UTF-8 replaced, a very large document); reported, never fatal.
    let warnings: [String]
    /// The message an .eml file held (`html` is then its best body); nil for an HTML document.
    var message: MailMessage? = nil
}
