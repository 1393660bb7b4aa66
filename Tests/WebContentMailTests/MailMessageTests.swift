import Foundation
import Testing
import WebContentCore

@testable import WebContentMail

/// The MIME reader on small hand-made messages: transfer encodings, charsets, subjects, bodies, Content-IDs.
@Suite(.timeLimit(.minutes(10))) struct MailMessageTests {
    private func message(_ text: String) throws -> MailMessage {
        try MailMessage(rfc822: Data(text.utf8))
    }

    @Test func quotedPrintableSoftBreaksEscapesAndMalformedEquals() {
        let decoded = MailTransferEncoding.quotedPrintable(
            Array("caf=C3=A9 =\r\nau la=  \nit =3D 1 =ZZ end=".utf8)[...])
        #expect(String(decoding: decoded, as: UTF8.self) == "café au lait = 1 =ZZ end")
        let lowerCase = MailTransferEncoding.quotedPrintable(Array("=e9=E9".utf8)[...])
        #expect(lowerCase == [0xE9, 0xE9])
    }

    @Test func base64ToleratesLineBreaksJunkAndMissingPadding() {
        #expect(MailTransferEncoding.base64(Array("aGVs\r\nbG8g\nd29y bGQ=".utf8)[...]) == Array("hello world".utf8))
        #expect(MailTransferEncoding.base64(Array("aGVsbG8".utf8)[...]) == Array("hello".utf8))
        #expect(MailTransferEncoding.base64(Array("aGVsbA".utf8)[...]) == Array("hell".utf8))
        #expect(MailTransferEncoding.base64(Array("aGVs*bG8=junk".utf8)[...]) == Array("hello".utf8))
        #expect(MailTransferEncoding.base64(Array("a".utf8)[...]).isEmpty)
    }

    @Test(arguments: [
        ("=?utf-8?B?w6l0w6k=?=", "été"),
        ("=?UTF-8?Q?caf=C3=A9_au_lait?=", "café au lait"),
        ("=?iso-8859-1?Q?caf=E9?= noir", "café noir"),
        ("=?ISO-8859-1?B?Y2Fm6Q==?=", "café"),
        ("Re: =?utf-8?Q?a?= =?utf-8?Q?b?=  c", "Re: ab  c"),
        // One character split across two words is joined before decoding.
        ("=?utf-8?Q?=C3?= =?utf-8?Q?=A9?=", "é"),
        ("=?windows-1252?Q?=80_5?=", "€ 5"),
        ("=?utf-8?X?bad?= plain", "=?utf-8?X?bad?= plain"),
        ("=?utf-8?Q?unterminated", "=?utf-8?Q?unterminated"),
    ])
    func encodedWordSubjects(raw: String, decoded: String) throws {
        let mail = try message("Subject: \(raw)\nContent-Type: text/plain\n\nbody")
        #expect(mail.subject == decoded)
    }

    @Test func foldedHeadersAreUnfolded() throws {
        let mail = try message(
            "Subject: a long\r\n\tsubject\r\nContent-Type: text/html;\r\n charset=\"iso-8859-1\"\r\n\r\n<p>\u{E9}</p>")
        #expect(mail.subject == "a long subject")
        #expect(mail.body?.charset == "iso-8859-1")
    }

    @Test func latin1AndWindows1252Bodies() throws {
        let latin1 = try MailMessage(
            rfc822: Data("Content-Type: text/html; charset=iso-8859-1\n\n<p>caf".utf8) + Data([0xE9]))
        #expect(latin1.body?.html == "<p>caf\u{E9}")
        let windows = try MailMessage(
            rfc822: Data(
                "Content-Type: text/html; charset=windows-1252\nContent-Transfer-Encoding: quoted-printable\n\n=80=96"
                    .utf8))
        #expect(windows.body?.html == "€–")
    }

    @Test func unknownCharsetFallsBackWithANote() throws {
        let mail = try MailMessage(
            rfc822: Data("Content-Type: text/html; charset=x-unknown\n\n<p>".utf8) + Data([0xE9]))
        #expect(mail.body?.html == "<p>\u{E9}")
        #expect(mail.notes.contains { $0.contains("x-unknown") })
    }

    @Test func firstHTMLPartWinsOverPlainText() throws {
        let mail = try message(
            """
            Content-Type: multipart/alternative; boundary="b"

            --b
            Content-Type: text/plain

            plain <text>
            --b
            Content-Type: text/html; charset=utf-8
            Content-Transfer-Encoding: base64

            PHA+aHRtbDwvcD4=
            --b--
            """)
        #expect(mail.body == MailBody(html: "<p>html</p>", source: .html, charset: "utf-8", encoding: "UTF-8"))
    }

    @Test func plainTextIsEscapedInsidePre() throws {
        let mail = try message("Content-Type: text/plain\n\na < b & \"c\"\n  indented")
        #expect(mail.body?.source == .plainText)
        #expect(
            mail.body?.html == "<pre style=\"unicode-bidi:plaintext\">a &lt; b &amp; &quot;c&quot;\n  indented</pre>")
    }

    @Test func anAttachedMessageGivesItsBodyOnlyWhenTheOuterHasNone() throws {
        let outer = try message(
            """
            Content-Type: multipart/mixed; boundary=o

            --o
            Content-Type: text/plain

            the report
            --o
            Content-Type: message/rfc822

            Content-Type: text/html

            <p>the original</p>
            --o--
            """)
        #expect(outer.body?.source == .plainText)
        let onlyInner = try message("Content-Type: message/rfc822\n\nContent-Type: text/html\n\n<p>inner</p>")
        #expect(onlyInner.body?.html == "<p>inner</p>")
    }

    @Test func inlinePartsByContentID() throws {
        let mail = try message(
            """
            Content-Type: multipart/related; boundary="r"

            --r
            Content-Type: text/html

            <img src="cid:logo@x">
            --r
            Content-Type: image/png; name=logo.png
            Content-Transfer-Encoding: base64
            Content-ID: <logo@x>

            iVBORw0KGgo=
            --r--
            """)
        let part = try #require(mail.inlinePart(contentID: "<logo@x>"))
        #expect(part.mimeType == "image/png")
        #expect(Array(part.data) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(mail.inlinePart(contentID: "cid:logo%40x") == part)
        #expect(mail.inlinePart(contentID: "LOGO@X") == part)
        #expect(mail.inlinePart(contentID: "other@x") == nil)
    }

    @Test func partStoreServesCIDURLsAndCountsThem() async throws {
        let store = MailPartStore(parts: [MailPart(contentID: "<a@b>", mimeType: "image/gif", data: Data([1, 2]))])
        let found = await store.resource(for: try #require(URL(string: "cid:a@b")))
        #expect(found == ContentResource(data: Data([1, 2]), mimeType: "image/gif"))
        #expect(await store.resource(for: try #require(URL(string: "cid:missing@b"))) == nil)
        #expect(await store.resource(for: try #require(URL(string: "https://a/b"))) == nil)
        #expect(store.servedContentIDs == ["a@b"])
        store.replace(with: [])
        #expect(store.servedContentIDs.isEmpty)
        #expect(await store.resource(for: try #require(URL(string: "cid:a@b"))) == nil)
    }
}
