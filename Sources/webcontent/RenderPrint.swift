import WebContentCore
import WebContentMail

/// What a printed document starts with: a message's subject, sender and date as its own headers say (decoded).
enum RenderPrint {
    /// The header of `message`'s PDF; none for an HTML document.
    static func header(of message: MailMessage?) -> ContentPrintHeader? {
        guard let message else { return nil }
        return ContentPrintHeader(subject: message.subject, from: message.sender, date: message.headers["Date"])
    }
}
