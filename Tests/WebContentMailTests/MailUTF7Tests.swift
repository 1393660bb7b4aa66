import Foundation
import Testing

@testable import WebContentMail

/// UTF-7 mail (RFC 2152), which the WHATWG standard leaves out: read as Python's `email` and its `utf-7` codec read
/// it, and never taken from an HTML `<meta>`.
@Suite(.timeLimit(.minutes(10))) struct MailUTF7Tests {
    /// Messages in UTF-7: an encoded-word subject and a body with a shifted BMP character, a surrogate pair, CJK,
    /// "+-" for a plus sign, a sequence without its "-", and markup spelled in shifted form.
    static let messages: [String: String] = [
        "html.eml": """
        Subject: =?UTF-7?Q?Price_+AKM-1_+2D3eAQ-?=
        MIME-Version: 1.0
        Content-Type: text/html; charset="UTF-7"

        <p>Hi +AKM-1, caf+AOk, a+-b, +2D3eAQ- and +ZeVnLIqe-</p>
        +ADw-p+AD4-shifted markup+ADw-/p+AD4-

        """,
        "plain.eml": """
        Subject: =?unicode-1-1-utf-7?B?K0FPay0gbm90ZQ==?=
        MIME-Version: 1.0
        Content-Type: text/plain; charset=utf-7

        Na+AO8-ve +- 1 = +ACI-two+ACI-

        """,
    ]

    @Test func utf7MessagesReadAsPythonReadsThem() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mail-utf7-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in Self.messages {
            try Data(text.replacingOccurrences(of: "\n", with: "\r\n").utf8).write(
                to: folder.appendingPathComponent(name))
        }
        let readings = try await PythonMailTools.readings([folder.path])
        try #require(readings.count == Self.messages.count, "read_mail.py read \(readings.count) messages")
        for name in Self.messages.keys.sorted() {
            let message = try MailMessage(rfc822: try Data(contentsOf: folder.appendingPathComponent(name)))
            let python = try #require(readings[name])
            for (field, outcome) in MailComparison(message: message, python: python).outcomes {
                guard case .agree = outcome else {
                    Issue.record("\(name) \(field): \(outcome)")
                    continue
                }
            }
            #expect(message.notes.isEmpty, "\(name): \(message.notes)")
            #expect(message.body?.encoding == "UTF-7")
        }
        // The markup spelled in shifted form is markup once decoded: the sanitizer sees it as such.
        let html = try MailMessage(rfc822: Data(Self.messages["html.eml"]!.utf8))
        #expect(html.subject == "Price £1 😁")
        #expect(html.body?.html.contains("<p>Hi £1, café, a+b, 😁 and 日本語</p>") == true)
        #expect(html.body?.html.contains("<p>shifted markup</p>") == true)
    }

    @Test func illFormedUTF7BecomesReplacementCharactersWithANote() throws {
        let (text, errors) = MailUTF7.decode(Array("a+ b +AKMAo- caf\u{E9}".utf8)[...])
        #expect(text == "a\u{FFFD} b \u{A3}\u{FFFD} caf\u{FFFD}\u{FFFD}")
        #expect(errors == 4)
        let lone = MailUTF7.decode(Array("+2D0-".utf8)[...])
        #expect(lone.text == "\u{FFFD}" && lone.errors == 1, "\(lone)")
        let decoded = MailCharset.decoding(Array("x +AKMAo-".utf8)[...], charset: "utf-7")
        #expect(decoded.note?.contains("invalid UTF-7") == true)
    }

    @Test func anHTMLMetaNeverNamesUTF7() {
        let bytes = Array(#"<meta charset="utf-7"><p>+ADw-b+AD4-x</p>"#.utf8)[...]
        let decoded = MailCharset.decoding(bytes, charset: nil, isHTML: true)
        #expect(decoded.text.contains("+ADw-b+AD4-"), "\(decoded.text)")
        #expect(decoded.encodingName == "UTF-8")
    }
}
