import Foundation
import Testing
import WebContentConformance

@testable import WebContentMail

/// ``MailMessage/looksLikeMessage(_:headerLimit:)``, which the CLI uses to tell a message on standard input
/// from HTML: every corpus message is one, no corpus HTML document is, and near misses are refused.
@Suite(.timeLimit(.minutes(10))) struct MailSniffingTests {
    static let corpus = MailCorpusTests.folder.deletingLastPathComponent().deletingLastPathComponent()

    /// Every .html file under the corpus's blog and e-mail template folders.
    static func htmlDocuments() throws -> [(String, Data)] {
        var found: [(String, Data)] = []
        for folder in ["blog", "email/templates"] {
            let root = corpus.appendingPathComponent(folder)
            guard FileManager.default.fileExists(atPath: root.path),
                let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            else { throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: root.path]) }
            for case let url as URL in walker where url.pathExtension.lowercased() == "html" {
                found.append((url.lastPathComponent, try Data(contentsOf: url)))
            }
        }
        return found
    }

    @Test func corpusMessagesAreMailAndCorpusPagesAreNot() async throws {
        let messages = try MailCorpusTests.messages()
        let counted = try await CorpusCensus.count(under: MailCorpusTests.folder, suffixes: [".eml"], recursive: false)
        #expect(!messages.isEmpty && messages.count == counted)
        for (name, data) in messages { #expect(MailMessage.looksLikeMessage(data), "\(name)") }
        let pages = try Self.htmlDocuments()
        // Every blog post and e-mail template, as many as `find` counts, so a missing folder cannot pass.
        var pagesCounted = 0
        for folder in ["blog", "email/templates"] {
            pagesCounted += try await CorpusCensus.count(
                under: Self.corpus.appendingPathComponent(folder), suffixes: [".html"])
        }
        #expect(!pages.isEmpty && pages.count == pagesCounted)
        for (name, data) in pages { #expect(!MailMessage.looksLikeMessage(data), "\(name)") }
    }

    @Test(arguments: [
        "Subject: hi\n\n<p>x</p>", "\r\nFrom: a@b\r\nTo: c@d\r\n\r\n",
        "From a@b Mon Jan 1 00:00:00 2024\nDate: x\n\nbody",
        "X-Mailer: y\nMIME-Version: 1.0\n  (folded)\nContent-Type: text/html\n\n",
        "Subject: bare CR\rContent-Type: text/html\r\r<p>x</p>\r", "\u{FEFF}Subject: saved by an editor\n\nx",
        // Field names as mailers write them, and a broken line after three fields (the Ruby mail gem's fixtures).
        "X-Get_mail_default: a\nFrom: a@b\n\nbody", "From: a@b\nTo: c@d\nReferences: <x@y>, <in.\nvalid@y>\n\nbody",
    ])
    func messages(text: String) {
        #expect(MailMessage.looksLikeMessage(Data(text.utf8)))
    }

    @Test(arguments: [
        "", "<!DOCTYPE html>\n<html><body>Subject: x</body></html>", "<p>From: me</p>\n\n",
        "Subject: no blank line after",
        "Note: this page\n\n<p>x</p>", "\u{FEFF}<p>Subject: bom</p>\n\nx", "Subject: x\n<p>not a field</p>\n\n",
        "Sub ject: x\n\n", " Subject: leading blank\n\n", "Subject : spaced\n\n", "Subject: x",
        "<p>a\rb</p>\r\r", "Subject: one bare CR line, no blank line\r<p>x</p>",
        "Subject: a\nFrom: b\n<p>x</p>\n\n", "Title: a\nAuthor: b\nDraft: c\n<p>x</p>\n\n", "<p>Subject: x</p>\n\n",
    ])
    func notMessages(text: String) {
        #expect(!MailMessage.looksLikeMessage(Data(text.utf8)))
    }

    @Test func aHeaderBlockLongerThanTheLimitIsNotTaken() {
        let long = "Subject: " + String(repeating: "x", count: 300 << 10) + "\n\nbody"
        #expect(!MailMessage.looksLikeMessage(Data(long.utf8)))
        #expect(MailMessage.looksLikeMessage(Data(long.utf8), headerLimit: 400 << 10))
    }
}
