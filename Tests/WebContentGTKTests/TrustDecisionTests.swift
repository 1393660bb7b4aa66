import Foundation
import Testing
import WebContentConformance
import WebContentCore
import WebContentLoopback
import WebContentMail

@testable import WebContentGTK

extension GTKContentSafetySuite {
    /// Remote content trusted per sender or origin, on the real engine: an allowlisted sender whose DMARC fails
    /// loads nothing, an origin grant loads only its origin, and junk withholds even inline images. Each has a
    /// control that shows the tripwire (or the image count) would have seen the difference.
    @Suite @MainActor
    struct TrustDecisionTests {
        /// Renders `html` under `decision` in one module, then a marker image from `marker` under plain allow:
        /// once the marker arrived, anything the first render requested had arrived too.
        static func render(
            _ html: String, decision: RemoteContentDecision, marker: LoopbackImageServer? = nil
        ) async throws -> ContentRenderResult {
            let configuration = WebViewConfiguratorFactory.make(.email).build()
            return try await EngineFixture.with(configuration) { engine in
                let module = ContentAssembly.assemble(engine: engine)
                let result = try await module.renderAndWait(
                    ContentDocument(html: html), remoteContent: decision.grant
                ).get()
                if let marker {
                    let html = "<img src=\"\(marker.origin)/marker.png\" width=\"4\" height=\"4\">"
                    _ = try await module.renderAndWait(
                        ContentDocument(html: html),
                        remoteContent: RemoteContentDecision(policy: .allow, allowedBy: .message).grant
                    ).get()
                    #expect(await eventually { marker.requests.contains("/marker.png") })
                }
                return result
            }
        }

        static func headers(authentication: String) -> MailHeaders {
            MailHeaders(fields: [
                (
                    "authentication-results",
                    "mx.receiver.example; dmarc=\(authentication) header.from=allotment.example"
                ),
                ("from", "Ana <ana@allotment.example>"),
            ])
        }

        static let trust = RemoteContentTrust(senders: ["ana@allotment.example"])

        @Test(.timeLimit(.minutes(2)))
        func anAllowlistedSenderWhoseDMARCFailsLoadsNothing() async throws {
            let tripwire = try await LoopbackImageServer(lifetime: .seconds(110))
            defer { tripwire.stop() }
            let html = "<p>Plot news</p><img src=\"\(tripwire.origin)/photo.png\" width=\"40\" height=\"40\">"
            let failed = RemoteContentDecision.decide(headers: Self.headers(authentication: "fail"), trust: Self.trust)
            let result = try await Self.render(html, decision: failed, marker: tripwire)
            #expect(result.report(SanitizerReport.self)?.remoteBlocked == 1 && result.hasRemoteContent)
            #expect(!tripwire.requests.contains("/photo.png"), "\(tripwire.requests)")

            // Control: the same sender, authentic, loads the photo.
            let passed = RemoteContentDecision.decide(headers: Self.headers(authentication: "pass"), trust: Self.trust)
            #expect(passed.allowedBy == .sender)
            _ = try await Self.render(html, decision: passed)
            #expect(await eventually { tripwire.requests.contains("/photo.png") }, "\(tripwire.requests)")
        }

        @Test(.timeLimit(.minutes(2)))
        func anOriginGrantLoadsOnlyThatOrigin() async throws {
            let granted = try await LoopbackImageServer(lifetime: .seconds(110))
            let other = try await LoopbackImageServer(lifetime: .seconds(110))
            defer {
                granted.stop()
                other.stop()
            }
            let html = """
                <img src="\(granted.origin)/granted.png" width="40" height="40">
                <img src="\(other.origin)/other.png" width="40" height="40">
                """
            let decision = RemoteContentDecision.decide(
                headers: nil, trust: RemoteContentTrust(origins: [granted.origin]))
            let result = try await Self.render(html, decision: decision, marker: other)
            #expect(
                result.report(SanitizerReport.self)?.remoteAllowed == 1
                    && result.report(SanitizerReport.self)?.remoteBlocked == 1)
            #expect(await eventually { granted.requests.contains("/granted.png") }, "\(granted.requests)")
            #expect(other.requests.allSatisfy { $0 == "/marker.png" }, "\(other.requests)")

            // Control: both origins granted, the other one's image loads too.
            let both = RemoteContentDecision.decide(
                headers: nil, trust: RemoteContentTrust(origins: [granted.origin, other.origin]))
            _ = try await Self.render(html, decision: both)
            #expect(await eventually { other.requests.contains("/other.png") }, "\(other.requests)")
        }

        @Test(.timeLimit(.minutes(2)))
        func junkWithholdsInlineImagesToo() async throws {
            // A 1x1 PNG, as spammers inline their banners to get past blocked remote images.
            let pixel =
                "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
            let html = "<p>You won</p><img src=\"data:image/png;base64,\(pixel)\" width=\"300\" height=\"200\">"
            let junk = RemoteContentDecision.decide(headers: nil, trust: .none, junk: true)
            let withheld = try await Self.render(html, decision: junk)
            #expect(withheld.report(SanitizerReport.self)?.inlineImagesWithheld == 1)
            let withheldImages = try #require(withheld.report(DocumentReport.self)).images
            #expect(withheldImages.allSatisfy { !$0.src.hasPrefix("data:") }, "\(withheldImages)")

            // Control: the same message, not junk, shows its inline image.
            let shown = try await Self.render(html, decision: RemoteContentDecision.decide(headers: nil, trust: .none))
            #expect((shown.report(SanitizerReport.self)?.inlineImagesWithheld ?? 0) == 0)
            let shownImages = try #require(shown.report(DocumentReport.self)).images
            #expect(shownImages.contains { $0.src.hasPrefix("data:") }, "\(shownImages)")
        }
    }
}
