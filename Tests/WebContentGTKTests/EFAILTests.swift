import Foundation
import Testing
import WebContentConformance
import WebContentCore
import WebContentLoopback
import WebContentMail

@testable import WebContentGTK

extension GTKContentSafetySuite {
    /// SECURITY T9: an EFAIL-style message, whose first HTML part opens an image URL that the next parts would
    /// close, sends nothing, even with remote content allowed.
    ///
    /// The reader shows one body and never joins parts, and the engine's parser drops a tag that the end of its
    /// document leaves open. The control renders the parts joined, as a naive reader would: the secret then
    /// reaches the tripwire in the image's URL, so the tripwire would see the exfiltration.
    @Suite @MainActor
    struct EFAILTests {
        static let secret = "SECRET-PLAINTEXT-4711"

        static func message(origin: String) -> String {
            """
            From: attacker@example.org
            To: victim@example.net
            Subject: Re: plans
            Content-Type: multipart/mixed; boundary="efail"

            --efail
            Content-Type: text/html; charset=utf-8

            <p>Hello</p><img src="\(origin)/exfil?
            --efail
            Content-Type: text/plain; charset=utf-8

            \(secret)
            --efail
            Content-Type: text/html; charset=utf-8

            "><p>Bye</p>
            --efail--
            """
        }

        static func render(_ html: String) async throws {
            let configuration = WebViewConfiguratorFactory.make(.email).set(remoteContentPolicy: .allow).build()
            try await EngineFixture.with(configuration) { engine in
                let module = ContentAssembly.assemble(engine: engine)
                _ = try await module.renderAndWait(ContentDocument(html: html)).get()
            }
        }

        @Test(.timeLimit(.minutes(2)))
        func theMessageSendsNothingEvenUnderAllow() async throws {
            let tripwire = try await LoopbackImageServer(lifetime: .seconds(110))
            defer { tripwire.stop() }
            let message = try MailMessage(rfc822: Data(Self.message(origin: tripwire.origin).utf8))
            let body = try #require(message.body)
            #expect(!body.html.contains(Self.secret), "the shown body never holds another part's text")
            try await Self.render(body.html)
            // A marker image after the render: once it arrived, anything the message sent would have too.
            try await Self.render("<img src=\"\(tripwire.origin)/marker.png\" width=\"4\" height=\"4\">")
            #expect(await eventually { tripwire.requests.contains("/marker.png") })
            #expect(tripwire.requests.allSatisfy { $0 == "/marker.png" }, "\(tripwire.requests)")
        }

        @Test(.timeLimit(.minutes(2)))
        func controlThePartsJoinedLeakTheSecret() async throws {
            let tripwire = try await LoopbackImageServer(lifetime: .seconds(110))
            defer { tripwire.stop() }
            let raw = Self.message(origin: tripwire.origin)
            // A naive reader: every part's body, one after another.
            let parts = raw.components(separatedBy: "--efail").dropFirst().dropLast().compactMap { part in
                part.components(separatedBy: "\n\n").dropFirst().first
            }
            try await Self.render(parts.joined())
            #expect(
                await eventually { tripwire.requests.contains { $0.contains(Self.secret) } }, "\(tripwire.requests)")
        }
    }
}
