import Foundation
import Testing
import WebContentConformance
import WebContentCore
import WebContentLinks

@testable import WebContentGTK

extension GTKContentSafetySuite {
    /// A render names each tracker: blocked pixels and CSS images by host, vendor and kind, and the links that go
    /// through a click-tracking redirect; a pixel-sized image from an unknown host is a tracker without a vendor.
    @Suite @MainActor
    struct NamedTrackerTests {
        static let html = """
            <p>Spring catalogue</p>
            <img src="https://x.list-manage.com/track/open.php?u=1" width="1" height="1">
            <div style="background-image:url(https://open.convertkit-mail.com/o/abc.gif)">banner</div>
            <img src="https://cdn.shop.example/spacer.png" width="1" height="1">
            <img src="https://cdn.shop.example/photo.png" width="300" height="200">
            <a href="https://mandrillapp.com/track/click/30/shop.example?p=1">Order seeds</a>
            <a href="https://mailchimp.com/">Powered by Mailchimp</a>
            """

        @Test(arguments: [RemoteContentPolicy.block, .allow])
        func trackersAreNamedByHostVendorAndKind(_ policy: RemoteContentPolicy) async throws {
            let configuration = WebViewConfiguratorFactory.make(.email).set(remoteContentPolicy: policy).build()
            let result = try await EngineFixture.with(configuration) { engine in
                let module = ContentAssembly.assemble(engine: engine)
                return try await module.renderAndWait(ContentDocument(html: Self.html)).get()
            }
            #expect(
                Set(result.trackers) == [
                    ContentTracker(host: "x.list-manage.com", vendor: "Mailchimp", kind: .pixel),
                    ContentTracker(host: "open.convertkit-mail.com", vendor: "Kit (ConvertKit)", kind: .css),
                    ContentTracker(host: "cdn.shop.example", vendor: nil, kind: .pixel),
                    ContentTracker(
                        host: "mandrillapp.com", vendor: "Mailchimp Transactional (Mandrill)", kind: .link),
                ], "\(result.trackers)")
            #expect(result.report(SanitizerReport.self)?.trackersBlocked == 3)
            // The photo is no tracker: blocked with the rest under block, allowed under allow.
            #expect((result.report(SanitizerReport.self)?.remoteAllowed ?? 0) == (policy == .allow ? 1 : 0))
        }
    }
}
