import Foundation
import Testing
import WebContentMail

/// `webcontent render` on e-mail messages (.eml) end to end: the built binary reads MIME, renders the best body
/// in the real engine and serves the message's `cid:` parts.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct RenderMailTests {
    static let mailFolder = RenderCommandTests.corpus.appendingPathComponent("email/eml")

    /// A 1x1 PNG, base64 (an inline image small enough to write by hand).
    static let pixel =
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="

    let (binary, scratch): (RenderBinary, ScratchFolder)

    init() throws { (binary, scratch) = try RenderBinary.withScratch("render-mail") }

    /// A multipart/related message: HTML showing `<img src="cid:pixel@test">` and that image as a part.
    static func relatedMessage(html: String) -> String {
        """
        Subject: =?utf-8?Q?Caf=C3=A9?= pixel
        Content-Type: multipart/related; boundary="rel"

        --rel
        Content-Type: text/html; charset=utf-8

        \(html)
        --rel
        Content-Type: image/png
        Content-Transfer-Encoding: base64
        Content-ID: <pixel@test>

        \(pixel)
        --rel--
        """
    }

    @Test
    func rendersTheCorpusMailFolderWithCIDImages() async throws {
        let messages = try FileManager.default.contentsOfDirectory(atPath: Self.mailFolder.path).filter {
            $0.hasSuffix(".eml")
        }
        let run = try await binary.run(["render", "--json", "--jobs", "2", Self.mailFolder.path], limit: .seconds(200))
        #expect(run.status == 0, "stderr: \(run.standardError.suffix(2000))")
        let lines = run.lines
        try #require(lines.count == messages.count, "stdout: \(run.standardOutput.suffix(2000))")
        #expect(run.standardError.contains("\(messages.count) documents, 0 failures"))
        var bodies: [String: Int] = [:]
        for line in lines {
            #expect(line["ok"] as? Bool == true, "\(line)")
            #expect(line.keys.contains("subject"))
            let input = try #require(line["input"] as? String)
            let body = line["body"] as? String ?? "none"
            bodies[body, default: 0] += 1
            // The body the mail module reads (which MailDifferentialTests checks against Python's `email`).
            let read = try MailMessage(rfc822: Data(contentsOf: URL(fileURLWithPath: input))).body?.source
            let expected = read.map { $0 == .plainText ? "text" : $0.rawValue } ?? "none"
            #expect(body == expected, "\(input)")
        }
        #expect(bodies["html", default: 0] > lines.count / 2, "most corpus messages have an HTML body: \(bodies)")
        let resolved = lines.reduce(0) { $0 + ($1["cidImages"] as? Int ?? 0) }
        print("eml corpus: \(lines.count) messages, \(bodies) bodies, \(resolved) cid: images resolved")
        // nodemailer's message shows two inline images: both served, both laid out with a size.
        let nodemailer = try #require(
            lines.first { ($0["input"] as? String)?.hasSuffix("nodemailer-mailparser--nodemailer.eml") == true })
        #expect(nodemailer["cidParts"] as? Int == 2)
        #expect(nodemailer["cidImages"] as? Int == 2)
        let images = nodemailer["images"] as? [[String: Any]] ?? []
        #expect(
            images.filter { ($0["src"] as? String)?.hasPrefix("cid:") == true && ($0["width"] as? Double ?? 0) > 0 }
                .count == 2)
        #expect(resolved >= 25)
    }

    @Test func aCIDImageResolvesOnlyFromItsMessage() async throws {
        let html = #"<p>before</p><img src="cid:pixel@test" alt="pixel"><p>after</p>"#
        let message = try scratch.write("pixel.eml", Self.relatedMessage(html: html))
        // The same reference in the next message, which has no such part: one engine (--jobs 1) renders both
        // with one part store, so only the store's scoping to the current message keeps the pixel out.
        let foreign = try scratch.write("foreign.eml", "Subject: foreign\nContent-Type: text/html\n\n\(html)\n")
        let run = try await binary.run(["render", "--json", "--jobs", "1", message, foreign])
        #expect(run.status == 0, "stderr: \(run.standardError)")
        let lines = run.lines
        try #require(lines.count == 2)
        #expect(lines[0]["subject"] as? String == "Café pixel")
        #expect(lines[0]["body"] as? String == "html")
        #expect(lines[0]["cidImages"] as? Int == 1)
        let served = (lines[0]["images"] as? [[String: Any]])?.first
        #expect(served?["width"] as? Double == 1, "\(lines[0])")
        #expect(lines[1]["subject"] as? String == "foreign")
        #expect((lines[1]["cidImages"] as? Int ?? 0) == 0, "\(lines[1])")
        let unserved = (lines[1]["images"] as? [[String: Any]])?.first
        #expect(unserved != nil && (unserved?["width"] as? Double ?? 0) != 1, "\(lines[1])")
    }

    @Test func aMessageNestedTooDeepSaysSoInItsError() async throws {
        var entity = "Content-Type: text/html; charset=utf-8\n\n<p>the leaf</p>\n"
        for level in 0..<40 {
            entity = "Content-Type: multipart/mixed; boundary=\"b\(level)\"\n\n--b\(level)\n\(entity)\n--b\(level)--\n"
        }
        let deep = try scratch.write("deep.eml", "Subject: deep\nMIME-Version: 1.0\n" + entity)
        let run = try await binary.run(["render", "--json", deep])
        #expect(run.status == 1)
        let errors = try #require(run.lines.first?["errors"] as? [String], "stdout: \(run.standardOutput)")
        #expect(errors.contains { $0.contains("no text/html") && $0.contains("nesting deeper than") }, "\(errors)")
    }

    /// A message that is only a picture shows it; one that is only a file to save has nothing to show and fails,
    /// and the batch goes on.
    @Test func aMessageWithNothingToShowIsAFailureAndTheBatchGoesOn() async throws {
        let imageOnly = try scratch.write(
            "image-only.eml",
            """
            Subject: just a picture
            Content-Type: image/png
            Content-Transfer-Encoding: base64

            \(Self.pixel)
            """)
        let fileOnly = try scratch.write(
            "file-only.eml",
            """
            Subject: just a file
            Content-Type: application/pdf
            Content-Disposition: attachment; filename=report.pdf
            Content-Transfer-Encoding: base64

            JVBERi0xLjQK
            """)
        let notMail = try scratch.write("not-mail.eml", "this is not an e-mail message\n")
        let plain = try scratch.write("plain.eml", "Subject: plain\nContent-Type: text/plain\n\n<b>not bold</b>\n")
        let run = try await binary.run(["render", "--json", imageOnly, fileOnly, notMail, plain])
        #expect(run.status == 1)
        let lines = run.lines
        try #require(lines.count == 4, "stdout: \(run.standardOutput)")
        // The picture is served from its part and laid out at its size.
        #expect(lines[0]["ok"] as? Bool == true && lines[0]["body"] as? String == "pictures", "\(lines[0])")
        #expect(lines[0]["cidImages"] as? Int == 1)
        #expect((lines[0]["images"] as? [[String: Any]])?.first?["width"] as? Int == 1, "\(lines[0])")
        #expect(lines[1]["ok"] as? Bool == false)
        #expect((lines[1]["errors"] as? [String])?.contains { $0.contains("no text/html or text/plain part") } == true)
        #expect(lines[2]["ok"] as? Bool == false)
        #expect((lines[2]["errors"] as? [String])?.contains { $0.contains("not an e-mail message") } == true)
        #expect(lines[3]["ok"] as? Bool == true)
        #expect(lines[3]["body"] as? String == "text")
        // Shown as text: the markup is escaped, so nothing was removed and the title is the text's.
        #expect((lines[3]["removed"] as? [String: Int])?["elements"] == 0)
    }

    /// An invitation alone renders as its text; an encrypted message fails, and its error says it is encrypted.
    @Test func anInvitationRendersAndAnEncryptedMessageSaysWhyItCannot() async throws {
        let invitation = try scratch.write(
            "invite.eml",
            "Subject: lunch\nContent-Type: text/calendar\n\nBEGIN:VCALENDAR\nSUMMARY:Lunch\nEND:VCALENDAR\n")
        let encrypted = try scratch.write(
            "secret.eml",
            """
            Subject: secret
            Content-Type: multipart/encrypted; protocol="application/pgp-encrypted"; boundary=e

            --e
            Content-Type: application/pgp-encrypted

            Version: 1
            --e
            Content-Type: application/octet-stream

            -----BEGIN PGP MESSAGE-----
            --e--
            """)
        let run = try await binary.run(["render", "--json", "--find", "Lunch", invitation, encrypted])
        let lines = run.lines
        try #require(lines.count == 2, "stdout: \(run.standardOutput)")
        #expect(lines[0]["ok"] as? Bool == true && lines[0]["body"] as? String == "text", "\(lines[0])")
        #expect((lines[0]["find"] as? [String: Any])?["matches"] as? Int == 1, "\(lines[0])")
        #expect(lines[1]["ok"] as? Bool == false)
        let errors = lines[1]["errors"] as? [String] ?? []
        #expect(errors.contains { $0.contains("encrypted message (application/pgp-encrypted)") }, "\(errors)")
    }

    /// Under `--remote-content proxy` a message's own parts still come from the message, and its remote image from
    /// webcontent's loader: the tripwire sees the loader's agent and no other, and the image is painted.
    @Test func underTheProxyAMessageShowsItsPartsAndItsRemoteImageFetchedByWebcontent() async throws {
        let tripwires = try await Tripwires(["127.0.0.6"])
        let remote = "http://127.0.0.6:\(tripwires.ports["127.0.0.6"]!)/remote.png"
        let html = #"<p>x</p><img src="cid:pixel@test"><img src="\#(remote)" width="40" height="40">"#
        let message = try scratch.write("proxied.eml", Self.relatedMessage(html: html))
        let png = scratch.url.appendingPathComponent("proxied.png").path
        let run = try await binary.run(["render", "--json", "--remote-content", "proxy", message, "--png", png])
        let report = try #require(run.lines.first, "stdout: \(run.standardOutput) stderr: \(run.standardError)")
        #expect(report["remoteContent"] as? String == "proxy" && report["cidImages"] as? Int == 1, "\(report)")
        let hits = tripwires.hits("127.0.0.6")
        #expect(!hits.isEmpty && hits.allSatisfy { $0.hasSuffix(" agent=webcontent-image-proxy") }, "\(hits)")
        #expect(try await RenderReadingTests.extent(png, "ff00ff").left != nil, "the remote image is not painted")
        await tripwires.stop()
    }

    @Test func messagesAloneRenderUnderTheEmailPresetUnlessOneIsGiven() async throws {
        let remote = try scratch.write(
            "remote.eml",
            "Subject: remote\nContent-Type: text/html\n\n<p>x</p><img src=\"https://example.invalid/pic.png\">\n")
        let asMail = try await binary.run(["render", "--json", remote])
        let blocked = (asMail.lines.first?["attempts"] as? [String: Int])?["remoteRequests"] ?? 0
        #expect(blocked >= 1, "\(asMail.standardOutput)")
        #expect(asMail.lines.first?["preset"] as? String == "email")
        // Control: with remote content allowed nothing is stopped.
        let asDefault = try await binary.run([
            "render", "--json", "--preset", "default", "--remote-content", "allow", remote,
        ])
        #expect(asDefault.lines.first?["preset"] as? String == "default")
        let allowed = (asDefault.lines.first?["attempts"] as? [String: Int])?["remoteRequests"] ?? -1
        #expect(allowed == 0, "\(asDefault.standardOutput)")
        #expect((asMail.lines.first?["images"] as? [Any])?.count == 0)
        #expect((asDefault.lines.first?["images"] as? [Any])?.count == 1)
    }

    /// A GB2312-labelled message as Chinese spam sends it: the subject an encoded-word, the HTML part holding GBK
    /// bytes (標題, 語言 are not in GB2312) and a `<meta>` that says ISO-8859-1.
    static func gb2312Message(label: String) -> String {
        """
        Subject: =?\(label)?B?1tDOxNPKvP6y4srU?=
        MIME-Version: 1.0
        Content-Type: text/html; charset="\(label)"
        Content-Transfer-Encoding: base64

        PGh0bWw+PGhlYWQ+PG1ldGEgY2hhcnNldD0iaXNvLTg4NTktMSI+PHRpdGxlPpjL7n2jutVa0dQ8L3RpdGxlPjwvaGVhZD48Ym9keT48cD7E47rDPC9wPjwvYm9keT48L2h0bWw+

        """
    }

    @Test func aGB2312MessageReadsAsChineseInTheReportAndThePage() async throws {
        let chinese = try scratch.write("gb2312.eml", Self.gb2312Message(label: "gb2312"))
        // Control: the same bytes said to be Latin-1 are read as windows-1252, as the standard says.
        let latin = try scratch.write("latin1.eml", Self.gb2312Message(label: "iso-8859-1"))
        let run = try await binary.run(["render", "--json", chinese, latin])
        #expect(run.status == 0, "stderr: \(run.standardError)")
        let lines = run.lines
        try #require(lines.count == 2, "stdout: \(run.standardOutput)")
        #expect(lines[0]["subject"] as? String == "中文邮件测试")
        // The page title comes from the engine: the MIME header won over the <meta>, which the engine ignored.
        #expect(lines[0]["title"] as? String == "標題：語言")
        #expect(
            (lines[0]["errors"] as? [String])?.contains {
                $0.contains("<meta> says windows-1252") && $0.contains("GBK")
            } == true)
        #expect(lines[1]["subject"] as? String == "ÖÐÎÄÓÊ¼þ²âÊÔ")
        #expect(lines[1]["title"] as? String != "標題：語言")
    }
}
