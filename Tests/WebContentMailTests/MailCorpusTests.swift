import Foundation
import Testing
import WebContentConformance
import WebContentCore

@testable import WebContentMail

/// The MIME reader on the real messages of ../shared/corpus/email/eml, and on hostile input.
@Suite(.timeLimit(.minutes(10))) struct MailCorpusTests {
    /// ../shared/corpus/email/eml, from this file up to the package root.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/corpus/email/eml")

    static func messages() throws -> [(name: String, data: Data)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".eml") }
            .sorted()
        return try names.map { ($0, try Data(contentsOf: folder.appendingPathComponent($0))) }
    }

    /// Every message of the folder is read (as many as `find` counts) and gives a body; which body, HTML or
    /// plain text, MailDifferentialTests checks against Python's `email`.
    @Test func everyCorpusMessageGivesABody() async throws {
        let corpus = try Self.messages()
        let counted = try await CorpusCensus.count(under: Self.folder, suffixes: [".eml"], recursive: false)
        #expect(!corpus.isEmpty && corpus.count == counted, "read \(corpus.count) of \(counted)")
        var sources: [MailBody.Source: Int] = [:]
        for (name, data) in corpus {
            let message = try MailMessage(rfc822: data)
            let body = try #require(message.body, "\(name) has no body")
            #expect(!body.html.isEmpty || Self.hasNothingAfterItsHeader(data), "\(name)")
            sources[body.source, default: 0] += 1
        }
        // The folder holds messages with an HTML part: most bodies are HTML, the rest bounces and reports whose
        // only HTML is in the attached original.
        #expect(sources[.html, default: 0] > corpus.count / 2, "\(sources)")
    }

    @Test func corpusSubjectsAndInlineImagesDecode() throws {
        let corpus = Dictionary(uniqueKeysWithValues: try Self.messages())
        let nodemailer = try MailMessage(rfc822: try #require(corpus["nodemailer-mailparser--nodemailer.eml"]))
        #expect(nodemailer.subject?.hasPrefix("Nodemailer is unicode friendly ✔") == true)
        let png = try #require(nodemailer.inlinePart(contentID: "note@example.com"))
        #expect(png.mimeType == "image/png")
        #expect(png.data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let gif = try #require(nodemailer.inlinePart(contentID: "<nyan@example.com>"))
        #expect(gif.data.starts(with: Array("GIF8".utf8)))
        // A raw Latin-1 byte inside a Q-encoded word, and ISO-2022-JP (decoded by Foundation).
        let hasen = try MailMessage(rfc822: try #require(corpus["zbateson--m2004.eml"]))
        #expect(hasen.subject == "Die Hasen und die Frösche")
        let russian = try MailMessage(rfc822: try #require(corpus["php-mime-mail-parser--issue116.eml"]))
        #expect(russian.subject == "ЖД№41 от 28.09.2016")
        // Every cid: the HTML of a message refers to is one of its parts.
        var referenced = 0
        for (name, data) in corpus {
            let message = try MailMessage(rfc822: data)
            guard let html = message.body?.html else { continue }
            for id in Self.cidReferences(html) {
                referenced += 1
                #expect(message.inlinePart(contentID: id) != nil, "\(name): cid:\(id)")
            }
        }
        // 29 in the corpus as published: every one resolves, and none goes missing from the count.
        #expect(referenced >= 29, "\(referenced)")
    }

    /// Whether everything after the message's first empty line is white space (the Ruby mail gem's
    /// bad_date_header.eml folds a stray `<HR>` into its last field and has no body): found without the reader.
    static func hasNothingAfterItsHeader(_ data: Data) -> Bool {
        let text = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        guard let end = text.range(of: "\n\n") else { return true }
        return text[end.upperBound...].allSatisfy(\.isWhitespace)
    }

    @Test func inputThatIsNotAMessageIsRefused() {
        #expect(throws: WebContentError.notAMessage) { try MailMessage(rfc822: Data()) }
        #expect(throws: WebContentError.notAMessage) { try MailMessage(rfc822: Data("just some text\n".utf8)) }
        #expect(throws: WebContentError.notAMessage) { try MailMessage(rfc822: Data("\n\nbody only".utf8)) }
        var limits = MailMessage.Limits()
        limits.maximumBytes = 10
        #expect(throws: WebContentError.messageTooLarge(bytes: 11, limit: 10)) {
            try MailMessage(rfc822: Data("Subject: x\n".utf8), limits: limits)
        }
    }

    @Test func endlessNestingIsCutOffWithANote() throws {
        var text = ""
        for level in 0..<5_000 { text += "Content-Type: multipart/mixed; boundary=\"b\(level)\"\n\n--b\(level)\n" }
        text += "Content-Type: text/html\n\n<p>deep</p>\n"
        let message = try MailMessage(rfc822: Data(text.utf8))
        #expect(message.body == nil)
        #expect(message.notes.contains { $0.contains("nesting deeper") })
        // Nested attached messages are bounded the same way.
        let forwarded =
            String(repeating: "Content-Type: message/rfc822\n\n", count: 5_000) + "Content-Type: text/plain\n\nx"
        #expect(try MailMessage(rfc822: Data(forwarded.utf8)).notes.contains { $0.contains("nesting deeper") })
    }

    @Test func tooManyPartsAreSkippedWithANote() throws {
        var text = "Content-Type: multipart/mixed; boundary=b\n\n"
        for _ in 0..<6_000 { text += "--b\nContent-Type: text/plain\n\nx\n" }
        let message = try MailMessage(rfc822: Data(text.utf8))
        #expect(message.body?.html == "<pre style=\"unicode-bidi:plaintext\">x</pre>")
        #expect(message.notes.contains { $0.contains("parts") })
    }

    @Test func tenMegabytesOfGarbageNeverTrap() throws {
        var generator = SeededGenerator(state: 0x5EED)
        var garbage = Data(count: 10 << 20)
        garbage.withUnsafeMutableBytes { raw in
            for index in raw.bindMemory(to: UInt64.self).indices {
                raw.storeBytes(of: generator.next(), toByteOffset: index * 8, as: UInt64.self)
            }
        }
        // Random bytes: refused or read, never a trap.
        _ = try? MailMessage(rfc822: garbage)
        // The same behind a valid header, as a multipart without its boundary and as one part. The part is cut to
        // 1 MB: repairing 10 MB of random bytes (9 million U+FFFD) takes the standard library ~25 s in a test run.
        let asText = try MailMessage(rfc822: Data("Content-Type: text/html\n\n".utf8) + garbage.prefix(1 << 20))
        #expect(asText.body?.source == .html)
        #expect(asText.notes.contains { $0.contains("windows-1252") })
        let asMultipart = try MailMessage(rfc822: Data("Content-Type: multipart/mixed; boundary=zz\n\n".utf8) + garbage)
        #expect(asMultipart.body == nil)
    }

    @Test func invalidUTF8IsReplacedNotTrusted() throws {
        let bytes =
            Data("Subject: bad ".utf8) + Data([0xFF, 0xC3])
            + Data("\nContent-Type: text/html; charset=utf-8\n\n<p>".utf8)
            + Data([0xC3, 0x28, 0xF0, 0x9F]) + Data("</p>".utf8)
        let message = try MailMessage(rfc822: bytes)
        #expect(message.subject == "bad \u{FF}\u{C3}")
        #expect(message.body?.html == "<p>\u{FFFD}(\u{FFFD}</p>")
        // The raw bytes are not UTF-8 and the only charset declared is UTF-8: windows-1252 reads them.
        #expect(
            message.notes == [
                "raw 8-bit header bytes read as windows-1252", "invalid UTF-8 bytes replaced with U+FFFD",
            ])
    }

    static func cidReferences(_ html: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: "cid:([^\"'\\s>)]+)", options: [.caseInsensitive])
        let source = html as NSString
        return pattern.matches(in: html, range: NSRange(location: 0, length: source.length)).map {
            source.substring(with: $0.range(at: 1))
        }
    }
}
