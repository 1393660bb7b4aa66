import Foundation
import Testing
import WebContentCore

@testable import WebContentMail

/// Messages without an HTML or plain-text part: another text part is shown as text, and what cannot be shown
/// (encrypted, opaque-signed) says why in the notes.
@Suite(.timeLimit(.minutes(10))) struct MailOtherPartsTests {
    func message(_ type: String, _ body: String, extra: String = "") throws -> MailMessage {
        try MailMessage(rfc822: Data("Subject: x\nMIME-Version: 1.0\nContent-Type: \(type)\n\(extra)\n\(body)".utf8))
    }

    /// RFC 1896's own sample, section 7: its text as the RFC describes it shown.
    @Test func enrichedTextShowsItsTextWithoutItsCommands() throws {
        let sample = """
            <bold>Now</bold> is the time for <italic>all</italic> good men
            <smaller>(and <<women>)</smaller> to come to the aid of their

            <color><param>red</param>beloved</color> country.

            """
        #expect(
            EnrichedText.plainText(sample)
                == "Now is the time for all good men (and <women>) to come to the aid of their\nbeloved country. ")
        #expect(EnrichedText.plainText("<nofill>a\nb</nofill>\nc") == "a\nb c")
        // A "<" that opens no command is text.
        #expect(EnrichedText.plainText("1 < 2") == "1 < 2")
        let shown = try message("text/enriched; charset=us-ascii", "<bold>Hello</bold>\nworld").body
        #expect(shown?.html == "<pre style=\"unicode-bidi:plaintext\">Hello world</pre>")
    }

    @Test func anInvitationAloneIsShownAsItsText() throws {
        let invitation = try message("text/calendar; method=REQUEST", "BEGIN:VCALENDAR\nSUMMARY:Lunch\nEND:VCALENDAR")
        #expect(invitation.body?.html.contains("SUMMARY:Lunch") == true)
        // Beside a plain-text part it is never the body, and as an attachment it is none.
        let mixed = try message(
            "multipart/mixed; boundary=b",
            "--b\nContent-Type: text/calendar\n\nBEGIN:VCALENDAR\n--b\nContent-Type: text/plain\n\nSee you.\n--b--")
        #expect(mixed.body?.text == "See you.")
        let attached = try message(
            "multipart/mixed; boundary=b",
            "--b\nContent-Type: text/x-vcard\nContent-Disposition: attachment; filename=a.vcf\n\nBEGIN:VCARD\n--b--")
        #expect(attached.body == nil)
    }

    @Test func anEncryptedMessageSaysSoInItsNotes() throws {
        let pgp = try message(
            #"multipart/encrypted; protocol="application/pgp-encrypted"; boundary=e"#,
            "--e\nContent-Type: application/pgp-encrypted\n\nVersion: 1\n--e\nContent-Type: application/octet-stream\n\n-----BEGIN PGP MESSAGE-----\n--e--"
        )
        #expect(pgp.body == nil)
        #expect(pgp.notes.contains("encrypted message (application/pgp-encrypted): it is not decrypted here"))
        let smime = try message(#"application/pkcs7-mime; smime-type=enveloped-data; name="smime.p7m""#, "MIAGCSqGSIb3")
        #expect(smime.notes.contains("S/MIME encrypted part: it is not decrypted here"))
        let opaque = try message("application/pkcs7-mime; smime-type=signed-data", "MIAGCSqGSIb3")
        #expect(opaque.notes.contains { $0.contains("opaque-signed") })
        let tnef = try message("application/ms-tnef; name=winmail.dat", "eJ8+IgEAAAAA")
        #expect(tnef.notes.contains { $0.contains("TNEF") })
        // Control: a signed (not encrypted) PGP/MIME message shows its body and notes nothing of the kind.
        let signed = try message(
            #"multipart/signed; protocol="application/pgp-signature"; boundary=s"#,
            "--s\nContent-Type: text/plain\n\nSigned.\n--s\nContent-Type: application/pgp-signature\n\nSIG\n--s--")
        #expect(signed.body?.text == "Signed.")
        #expect(!signed.notes.contains { $0.contains("crypt") })
    }

    /// A photo sent alone is shown; a picture beside text is not the body, and an SVG is never a picture.
    @Test func aMessageOfPicturesAloneShowsThem() throws {
        let png = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
        let part = { (type: String) in
            "--b\nContent-Type: \(type)\nContent-Disposition: attachment; filename=\"a<b>.png\"\nContent-Transfer-Encoding: base64\n\n\(png)\n"
        }
        let two = try message("multipart/mixed; boundary=b", part("image/png") + part("image/jpeg") + "--b--")
        let body = try #require(two.body)
        #expect(body.source == .pictures)
        #expect(body.html.components(separatedBy: "<img ").count == 3)
        #expect(body.html.contains(#"alt="a&lt;b&gt;.png""#), "\(body.html)")
        #expect(two.inlinePart(contentID: "picture-1@webcontent.invalid")?.data.count == 70)
        let withText = try message(
            "multipart/mixed; boundary=b", part("image/png") + "--b\nContent-Type: text/plain\n\nHello\n--b--")
        #expect(withText.body?.source == .plainText)
        #expect(withText.inlineParts.isEmpty)
        let svg = try message("multipart/mixed; boundary=b", part("image/svg+xml") + "--b--")
        #expect(svg.body == nil)
        // A picture inside an encoded attached message makes no picture part of its own: each Content-ID is once.
        let inner = Data("Content-Type: image/png\nContent-Transfer-Encoding: base64\n\n\(png)\n".utf8)
        let attached = try message(
            "multipart/mixed; boundary=b",
            part("image/png") + "--b\nContent-Type: message/rfc822\nContent-Transfer-Encoding: base64\n\n"
                + inner.base64EncodedString() + "\n--b--")
        let ids = attached.inlineParts.map(\.contentID)
        #expect(ids == ["picture-1@webcontent.invalid"], "\(ids)")
    }

    /// A picture that already has a Content-ID is shown from its own part, not decoded a second time under a new
    /// one; an ID with `&`, a space or a quote reaches the part through the URL's percent-encoding.
    @Test func aPictureWithAContentIDIsShownFromItsOwnPart() throws {
        let png = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
        let part = { (id: String) in
            "--b\nContent-Type: image/png\nContent-ID: <\(id)>\nContent-Transfer-Encoding: base64\n\n\(png)\n"
        }
        let ids = ["scan@example.com", "a&amp;\"b c@x"]
        let pictures = try message("multipart/related; boundary=b", part(ids[0]) + part(ids[1]) + "--b--")
        #expect(pictures.body?.source == .pictures)
        #expect(pictures.inlineParts.map(\.contentID) == ids)
        #expect(pictures.inlineParts.reduce(0) { $0 + $1.data.count } == 140)
        // Each <img> names its part: read back as WebKit reads the attribute (entities, then the URL's escapes).
        let html = try #require(pictures.body?.html)
        let sources = html.components(separatedBy: #"src=""#).dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(sources.count == 2)
        for (source, id) in zip(sources, ids) {
            #expect(!source.contains("&"), "\(source)")
            #expect(pictures.inlinePart(contentID: source)?.contentID == id, "\(source)")
        }
    }

    /// A message saved by an editor with UTF-8's byte-order mark first is read (MimeKit's parser skips the mark, and
    /// its test reads such a message, TestData/messages/feedback-report.txt); an Outlook .msg file is named as one.
    @Test func aByteOrderMarkBeforeTheFieldsIsSkippedAndAnOutlookFileIsNamed() throws {
        let marked = try MailMessage(rfc822: Data([0xEF, 0xBB, 0xBF] + Array("Subject: hi\n\nbody".utf8)))
        #expect(marked.subject == "hi" && marked.body?.text == "body")
        #expect(marked.notes.contains("a byte-order mark before the first header field was skipped"))
        let compound = Data([0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1] + [UInt8](repeating: 0, count: 512))
        #expect(throws: WebContentError.outlookMessageFile) { try MailMessage(rfc822: compound) }
        #expect(WebContentError.outlookMessageFile.code == .notAMessage)
        #expect(!MailMessage.looksLikeMessage(compound))
    }

    /// Lines of spaces before the first field are skipped, as Python's `email` skips them; a blank line there
    /// still means the input has no header block.
    @Test func linesOfSpacesBeforeTheFirstFieldAreSkipped() throws {
        let spaced = try MailMessage(rfc822: Data("   \n\t\nSubject: hi\nContent-Type: text/plain\n\nbody".utf8))
        #expect(spaced.subject == "hi" && spaced.body?.text == "body")
        #expect(spaced.notes.contains("lines of spaces before the first header field were skipped"))
        #expect(MailMessage.looksLikeMessage(Data("   \nSubject: hi\nFrom: a@b.c\n\nbody".utf8)))
        #expect(throws: WebContentError.self) { try MailMessage(rfc822: Data("   \n\nSubject: hi\n\nbody".utf8)) }
    }
}
