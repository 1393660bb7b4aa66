import Foundation
import Testing

@testable import WebContentMail

/// Messages without an HTML or plain-text part: another text part is shown as text, and what cannot be shown
/// (encrypted, opaque-signed) says why in the notes.
@Suite struct MailOtherPartsTests {
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
        // Control: a signed (not encrypted) PGP/MIME message shows its body and notes nothing of the kind.
        let signed = try message(
            #"multipart/signed; protocol="application/pgp-signature"; boundary=s"#,
            "--s\nContent-Type: text/plain\n\nSigned.\n--s\nContent-Type: application/pgp-signature\n\nSIG\n--s--")
        #expect(signed.body?.text == "Signed.")
        #expect(!signed.notes.contains { $0.contains("crypt") })
    }
}
