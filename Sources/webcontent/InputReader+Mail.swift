import Foundation
import WebContentCore
import WebContentMail

extension InputReader {
    /// Reads an .eml file as a MIME message: its best body becomes the document, its notes warnings.
    ///
    /// A message without a text/html or text/plain part has nothing to show and is refused, like a bad file.
    func decodeMessage(_ data: Data, source: InputSource) throws(ReadError) -> InputDocument {
        guard data.count <= maximumBytes else {
            throw ReadError(
                description: "message is \(Self.megabytes(data.count)), over the \(Self.megabytes(maximumBytes)) limit")
        }
        let message: MailMessage
        do {
            message = try MailMessage(rfc822: data)
        } catch {
            throw ReadError(description: "cannot read e-mail message: \(error)")
        }
        guard let body = message.body else {
            // The notes say why, when the reader skipped the parts (nesting too deep, too many parts).
            let why = message.notes.isEmpty ? "" : " (\(message.notes.joined(separator: "; ")))"
            throw ReadError(description: "e-mail message has no text/html or text/plain part to show\(why)")
        }
        var warnings = message.notes.map { "warning: \($0)" }
        if data.count > largeDocumentBytes {
            warnings.append("warning: large message (\(Self.megabytes(data.count))); rendering may be slow")
        }
        return InputDocument(
            source: source, html: body.html, byteCount: data.count, warnings: warnings, message: message)
    }
}

/// What a printed document starts with: a message's subject, sender and date as its own headers say (decoded).
enum RenderPrint {
    /// The header of `message`'s PDF; none for an HTML document.
    static func header(of message: MailMessage?) -> ContentPrintHeader? {
        guard let message else { return nil }
        return ContentPrintHeader(subject: message.subject, from: message.sender, date: message.headers["Date"])
    }
}
