#if os(Linux)
import Foundation
import WebContentMail
import WebContentReader

extension ReaderDocument {
    /// The reader's document for what the CLI read: a message with its headers and `cid:` parts, or HTML.
    init(path: String, input: InputDocument) {
        guard let message = input.message else {
            self.init(path: path, html: input.html)
            return
        }
        self.init(
            path: path, html: input.html, subject: message.subject, sender: message.sender, date: message.date,
            messageID: message.headers["Message-ID"], parts: MailPartStore(parts: message.inlineParts))
    }
}
#endif
