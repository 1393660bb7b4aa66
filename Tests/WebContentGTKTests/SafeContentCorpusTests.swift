import Foundation
import Testing
import WebContentCore

@testable import WebContentGTK

extension GTKContentSafetySuite {
    /// Every corpus document through the full module on the real engine (``EmailCorpusPass``), its remote URLs
    /// pointed at a loopback tripwire: under `allow` (the post preset) images do arrive, which proves the tripwire
    /// sees what the engine loads and times it; under `block` (the e-mail preset) no request reaches it, each
    /// document watched after its render settled for at least as long as the latest allowed document's first
    /// request came after its own.
    @Suite @MainActor
    struct SafeContentCorpusTests {
        @Test(.timeLimit(.minutes(5)))
        func blockedCorpusSendsNoRequestAndAllowedImagesArrive() async throws {
            let pass = try await EmailCorpusPass.shared()
            let corpus = pass.corpus
            #expect(pass.census, "\(corpus.posts) posts, \(corpus.templates) templates")
            print(
                """
                figure: T2 control under allow (post preset): \(pass.controlDocuments) documents with remote images, \
                \(pass.controlRequests) requests reached the tripwire from \(pass.controlArrived.count) documents \
                (first request after the render settled: \(pass.controlSummary))
                """)
            // SECURITY.md's T2 control is this line's for the bundled corpus: images from every document arrive.
            #expect(pass.controlDocuments > 0 && pass.controlArrived.count == pass.controlDocuments)

            let blocked = pass.documents.reduce(0) { $0 + $1.remoteBlocked }
            let trackers = pass.documents.reduce(0) { $0 + $1.trackers }
            let failed = pass.documents.compactMap { document in document.failure.map { "\(document.name): \($0)" } }
            let leaking = pass.documents.filter(\.leaked).map(\.name)
            print(
                """
                figure: T2 corpus under block (email preset): \(pass.documents.count) documents (\(corpus.posts) posts, \
                \(corpus.templates) templates, the HTML bodies of \(corpus.messages) messages; \(pass.rewritten) with \
                remote URLs pointed at the tripwire): \(pass.blockedRequests.count) requests reached it, \(blocked) \
                remote references blocked (\(trackers) tracking pixels), \(failed.count) renders failed; each watched \
                \(pass.window) after its render settled
                """)
            // SECURITY.md's T2 figures are this line's for the bundled corpus; any corpus of the kind has remote URLs.
            #expect(pass.rewritten > 0 && blocked > 0)
            #expect(
                pass.blockedRequests.isEmpty, "requests: \(pass.blockedRequests.prefix(10)) from \(leaking.prefix(10))")
            #expect(failed.isEmpty, "\(failed.prefix(10))")
            // The report agrees with the tripwire: each document whose images arrived under allow counted a
            // blocked reference under block.
            let blockedCounts = Dictionary(pass.documents.map { ($0.name, $0.remoteBlocked) }) { first, _ in first }
            let unreported = pass.controlArrived.filter { (blockedCounts[$0] ?? 0) == 0 }
            #expect(unreported.isEmpty, "loaded under allow, no blocked reference reported under block: \(unreported)")
        }
    }
}
