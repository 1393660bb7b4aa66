import Foundation
import Testing
import WebContentCore
import WebContentMarkup

@testable import WebContentMail

/// The MIME reader on the odd shapes real mail takes: line ends, header spellings, structure, dispositions.
@Suite(.timeLimit(.minutes(10))) struct MailEdgeCaseTests {
    static let alternative = """
        Subject: odd
        Content-Type: multipart/alternative; boundary="alt"

        --alt
        Content-Type: text/plain

        plain
        --alt
        Content-Type: text/html; charset=utf-8

        <p>caf\u{E9}</p>
        --alt--

        """

    private func message(_ text: String, lineEnd: String = "\n") throws -> MailMessage {
        try MailMessage(rfc822: Data(text.replacingOccurrences(of: "\n", with: lineEnd).utf8))
    }

    @Test(arguments: ["\n", "\r\n", "\r", "\r\r\n"])
    func everyLineEndGivesTheSameMessage(lineEnd: String) throws {
        let mail = try message(Self.alternative, lineEnd: lineEnd)
        #expect(mail.subject == "odd")
        #expect(mail.body?.html == "<p>caf\u{E9}</p>")
        #expect(mail.notes.contains("bare CR line ends read as LF") == (lineEnd == "\r"))
    }

    @Test func mixedLineEndsAndALoneCRInsideALine() throws {
        let text = "Subject: a\rb\r\nContent-Type: text/html\n\r\n<p>x\ry</p>\r\n"
        let mail = try MailMessage(rfc822: Data(text.utf8))
        // A CR inside a line of a CRLF/LF message is data, not a line end: the header block is not cut there.
        #expect(mail.subject == "a\rb")
        #expect(mail.body?.html == "<p>x\ry</p>\r\n")
        #expect(mail.notes.isEmpty)
    }

    @Test(arguments: ["base64", "BASE64", " Base64 ", "\"base64\"", "base64; x=y", "base64 (binary)"])
    func transferEncodingSpellings(spelling: String) throws {
        let mail = try message("Content-Type: text/html\nContent-Transfer-Encoding:\(spelling)\n\nPHA+aGk8L3A+\n")
        #expect(mail.body?.html == "<p>hi</p>")
        #expect(mail.notes.isEmpty)
    }

    @Test(arguments: [
        "charset=UTF-8", "charset=\"UTF-8\"", "charset = \"utf-8\"", "charset='utf-8'", "charset=\"utf-8",
        "charset=\"UTF-8\" format=flowed", "CHARSET=utf-8 (unicode)", "charset*=utf-8''utf-8", "charset=\\\"utf-8\\\"",
    ])
    func charsetSpellings(parameter: String) throws {
        let mail = try MailMessage(rfc822: Data("Content-Type: text/html; \(parameter)\n\n<p>\u{E9}</p>".utf8))
        #expect(mail.body?.html == "<p>\u{E9}</p>")
        #expect(mail.body?.charset == "utf-8")
        #expect(mail.notes.isEmpty, "\(mail.notes)")
    }

    /// A message whose structure decides which part is its body, and whose subject it keeps.
    struct Nesting: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        /// The subject the message must keep; nil where the row's message says nothing about it.
        var subject: String? = nil
        let html: String
        var testDescription: String { name }
    }

    static let nestings: [Nesting] = [
        Nesting(
            name: "obsolete field spacing and a boundary in continuations",
            text: """
                Subject : spaced
                Content-Type: multipart/mixed; boundary*0="ab"; boundary*1="cd"

                --abcd
                Content-Type: text/html

                <p>joined</p>
                --abcd--
                """, subject: "spaced", html: "<p>joined</p>"),
        Nesting(
            name: "an attachment inside a forwarded message is not its body",
            text: """
                Content-Type: message/rfc822

                Content-Type: multipart/mixed; boundary="f"

                --f
                Content-Type: text/html
                Content-Disposition: attachment

                <p>file</p>
                --f
                Content-Type: text/plain

                forwarded text
                --f--
                """, html: "<pre style=\"unicode-bidi:plaintext\">forwarded text</pre>"),
        Nesting(
            name: "a forwarded message keeps its own subject out",
            text: """
                Subject: outer
                Content-Type: multipart/mixed; boundary="o"

                --o
                Content-Type: message/rfc822

                Subject: inner
                Content-Type: text/html

                <p>original</p>
                --o--
                """, subject: "outer", html: "<p>original</p>"),
        Nesting(
            name: "a boundary that is a prefix of another does not split it",
            text: """
                Content-Type: multipart/mixed; boundary="b"

                --b
                Content-Type: multipart/alternative; boundary="b-inner"

                --b-inner
                Content-Type: text/html

                <p>inner</p>
                --b-inner--
                --b--
                """, html: "<p>inner</p>"),
    ]

    @Test(arguments: nestings)
    func theBodyAndSubjectAreFoundThroughTheStructure(_ row: Nesting) throws {
        let mail = try message(row.text)
        if let subject = row.subject { #expect(mail.subject == subject) }
        #expect(mail.body?.html == row.html)
    }

    @Test func htmlInsideRelatedInsideAlternative() throws {
        let mail = try message(
            """
            Content-Type: multipart/alternative; boundary="a"

            --a
            Content-Type: text/plain

            plain
            --a
            Content-Type: multipart/related; boundary="r"

            --r
            Content-Type: text/html

            <img src="cid:i@x">
            --r
            Content-Type: image/gif
            Content-ID: <i@x>
            Content-Transfer-Encoding: base64

            R0lGODlh
            --r--
            --a--
            """)
        #expect(mail.body?.html == #"<img src="cid:i@x">"#)
        #expect(mail.inlinePart(contentID: "i@x")?.data == Data("GIF89a".utf8))
    }

    @Test func anHTMLAttachmentIsNotTheBody() throws {
        let mail = try message(
            """
            Content-Type: multipart/mixed; boundary="m"

            --m
            Content-Type: text/html; name=invoice.html
            Content-Disposition: attachment; filename=invoice.html

            <p>the attached file</p>
            --m
            Content-Type: text/plain

            see the attachment
            --m--
            """)
        #expect(mail.body?.source == .plainText)
        #expect(mail.body?.html == "<pre style=\"unicode-bidi:plaintext\">see the attachment</pre>")
        // Control: without its disposition the same part is the body.
        let inline = try message(
            "Content-Type: multipart/mixed; boundary=m\n\n--m\nContent-Type: text/html\n\n<p>x</p>\n--m\nContent-Type: text/plain\n\ny\n--m--"
        )
        #expect(inline.body?.html == "<p>x</p>")
    }

    @Test func aBase64AttachedMessageIsReadToo() throws {
        let inner = Data("Subject: inner\r\nContent-Type: text/html\r\n\r\n<p>forwarded</p>".utf8).base64EncodedString()
        let mail = try message(
            """
            Subject: outer
            Content-Type: multipart/mixed; boundary="o"

            --o
            Content-Type: message/rfc822
            Content-Transfer-Encoding: base64

            \(inner)
            --o--
            """)
        #expect(mail.subject == "outer")
        #expect(mail.body?.html == "<p>forwarded</p>")
        // Its limits are what is left of the outer ones: no depth left, nothing inside is read.
        var limits = MailMessage.Limits()
        limits.maximumDepth = 1
        let nested = Data(
            "Content-Type: multipart/mixed; boundary=i\n\n--i\nContent-Type: text/html\n\n<p>deep</p>".utf8
        ).base64EncodedString()
        let cut = try MailMessage(
            rfc822: Data("Content-Type: message/rfc822\nContent-Transfer-Encoding: base64\n\n\(nested)".utf8),
            limits: limits)
        #expect(cut.body == nil)
        #expect(cut.notes.contains { $0.contains("deeper than") })
    }

    @Test func aPartWithoutItsBlankLineKeepsItsBody() throws {
        let mail = try message(
            "Content-Type: multipart/mixed; boundary=b\n\n--b\nContent-Type: text/html\n<p>kept</p>\n--b--")
        #expect(mail.body?.html == "<p>kept</p>")
        // A stray line among real headers (a broken fold) does not end them while a MIME field follows.
        let stray = try message("Subject: x\nbroken fold\nContent-Type: text/html\n\n<p>html</p>")
        #expect(stray.body?.html == "<p>html</p>")
        #expect(stray.subject == "x")
        // A part with no headers at all is text/plain from its first line.
        let bare = try message("Content-Type: multipart/mixed; boundary=b\n\n--b\nno headers here\n--b--")
        #expect(bare.body?.html == "<pre style=\"unicode-bidi:plaintext\">no headers here</pre>")
    }

    @Test func duplicatedDelimitersDoNotMakeAnEmptyBody() throws {
        let mail = try message(
            "Content-Type: multipart/mixed; boundary=b\n\n--b\n--b\n--b\nContent-Type: text/plain\n\nreal\n--b--")
        #expect(mail.body?.html == "<pre style=\"unicode-bidi:plaintext\">real</pre>")
        // Control: a message whose only text is empty still has that (empty) body.
        #expect(try message("Subject: empty\n\n").body?.html == "<pre style=\"unicode-bidi:plaintext\"></pre>")
    }

    @Test func aMissingBoundaryKeepsTheTextWithANote() throws {
        let mail = try message(
            "Content-Type: multipart/mixed; boundary=zz\n\n--other\nContent-Type: text/html\n\n<p>x</p>")
        #expect(
            mail.body?.html
                == "<pre style=\"unicode-bidi:plaintext\">--other\nContent-Type: text/html\n\n&lt;p&gt;x&lt;/p&gt;</pre>"
        )
        #expect(mail.notes.contains { $0.contains("boundary \"zz\" not found") })
        // Never over a real body: a nested multipart that cannot be split stays out when the message has text.
        let nested = try message(
            """
            Content-Type: multipart/mixed; boundary=o

            --o
            Content-Type: text/plain

            real
            --o
            Content-Type: multipart/alternative

            no boundary here
            --o--
            """)
        #expect(nested.body?.html == "<pre style=\"unicode-bidi:plaintext\">real</pre>")
        #expect(nested.notes.contains { $0.contains("without a boundary") })
        // Bytes that are no text are not shown as text.
        let binary = try MailMessage(
            rfc822: Data("Content-Type: multipart/mixed; boundary=zz\n\n".utf8) + Data([0xFF, 0xFE, 0x00]))
        #expect(binary.body == nil)
    }

    @Test func malformedEncodedWordsStayAsWrittenAndStayLinear() throws {
        let words = String(repeating: "=?a?q?x", count: 40_000)
        let start = MailFuzzTests.threadCPUTime()
        let mail = try message("Subject: \(words)\nContent-Type: text/plain\n\nx")
        // This thread's CPU time, not the wall clock: a bound that still tells linear from the quadratic search
        // (over 40 s in a debug build), whatever else the machine runs.
        #expect(MailFuzzTests.threadCPUTime() - start < MailFuzzTests.timeBound(bytes: words.utf8.count))
        #expect(mail.subject == words)
        #expect(
            try message("Subject: =?utf-8?q?ok?= =?utf-8?q?bad =?utf-8?B?w6k=?=\n\nx").subject == "ok =?utf-8?q?bad é")
    }

    @Test func plainTextEscapesMarkupFollowedByCombiningMarks() throws {
        // `"` then U+0301 is one Character, not equal to `"`: a Character-wise escape let it through.
        let mail = try message("Content-Type: text/plain\n\n\"\u{301}<\u{301}b>&\u{301}'\u{301}")
        #expect(
            mail.body?.html
                == "<pre style=\"unicode-bidi:plaintext\">&quot;\u{301}&lt;\u{301}b&gt;&amp;\u{301}&#39;\u{301}</pre>")
        #expect(HTMLText.escape("caf\u{E9} \"x\" <\u{1F600}>") == "caf\u{E9} &quot;x&quot; &lt;\u{1F600}&gt;")
    }

    @Test func nulBytesAndUnknownCharsetsAreRead() throws {
        let bytes = Data("Subject: a\u{0}b\nContent-Type: text/html; charset=x-lying\n\n<p>\u{0}</p>".utf8)
        let mail = try MailMessage(rfc822: bytes)
        #expect(mail.subject == "a\u{0}b")
        #expect(mail.body?.html == "<p>\u{0}</p>")
        #expect(mail.notes == ["charset x-lying is not known: read as UTF-8"])
    }
}
