import Foundation
import Testing
import WebContentCore
@testable import WebContentGTK

extension GTKEngineSuite {
    /// Every corpus document through the full module on the real engine, its remote URLs pointed at a loopback
    /// tripwire: under `block` (the e-mail preset) no request reaches it; under `allow` (the post preset) images
    /// do, which proves the tripwire sees what the engine loads.
    @Suite @MainActor
    struct SafeContentCorpusTests {
        /// One warm engine and one module for every document: the shell stays loaded, documents swap in.
        static func renderAll(
            _ documents: [SafeContentCorpus.Document], preset: WebViewPreset, tripwire: SafeContentTripwire
        ) async throws -> (tried: Int, rewritten: Int, failed: [String], leaking: [String]) {
            let configuration = WebViewConfiguratorFactory.make(preset).set(viewportWidth: 400).build()
            return try await EngineFixture.with(configuration) { engine in
                let module = ContentAssembly.assemble(engine: engine, configuration: configuration)
                var rewritten = 0
                var failed: [String] = []
                var leaking: [String] = []
                for document in documents {
                    let (html, urls) = SafeContentCorpus.rewrite(document.html, to: tripwire.origin)
                    if urls > 0 { rewritten += 1 }
                    let before = tripwire.count
                    let result = await module.renderAndWait(ContentDocument(html: html, kind: document.kind))
                    if case .failure(let error) = result { failed.append("\(document.name): \(error)") }
                    if tripwire.count > before { leaking.append(document.name) }
                }
                // Late loads (an image decoded after the render settled) still count.
                try await Task.sleep(for: .milliseconds(500))
                return (documents.count, rewritten, failed, leaking)
            }
        }

        @Test(.timeLimit(.minutes(4)))
        func blockedCorpusSendsNoRequestAndAllowedImagesArrive() async throws {
            let corpus = try SafeContentCorpus.load()
            #expect(corpus.documents.count >= 190, "blog + templates + eml parts: \(corpus.documents.count)")
            let tripwire = try SafeContentTripwire()
            defer { tripwire.stop() }

            let start = ContinuousClock.now
            let blocked = try await Self.renderAll(corpus.documents, preset: .email, tripwire: tripwire)
            let blockedRequests = tripwire.requests
            print("""
                corpus under block (email preset): \(blocked.tried) documents tried (\(blocked.rewritten) with remote \
                URLs rewritten to the tripwire, \(corpus.skippedParts) unreadable .eml files skipped), \
                \(blockedRequests.count) requests reached the tripwire, \(blocked.failed.count) renders failed, \
                \(Int(milliseconds(since: start))) ms
                """)
            #expect(blocked.rewritten >= 100)
            #expect(blockedRequests.isEmpty, "requests: \(blockedRequests.prefix(10)) from \(blocked.leaking.prefix(10))")
            #expect(blocked.failed.isEmpty, "\(blocked.failed.prefix(10))")

            // Negative control: the same tripwire sees images when remote content is allowed.
            let withImages = corpus.documents.filter { $0.html.range(of: "<img[^>]+src=[\"']?https?://", options: [.regularExpression, .caseInsensitive]) != nil }
            let subset = Array(withImages.prefix(30))
            let allowStart = ContinuousClock.now
            let allowed = try await Self.renderAll(subset, preset: .post, tripwire: tripwire)
            let allowedRequests = tripwire.count - blockedRequests.count
            print("""
                negative control under allow (post preset): \(allowed.tried) documents with remote images, \
                \(allowedRequests) requests reached the tripwire from \(allowed.leaking.count) documents, \
                \(Int(milliseconds(since: allowStart))) ms
                """)
            #expect(subset.count >= 20)
            #expect(allowedRequests >= subset.count / 2)
            #expect(allowed.leaking.count >= subset.count / 2)
        }
    }
}
