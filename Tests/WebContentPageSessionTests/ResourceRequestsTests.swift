import Foundation
import Testing
import WebContentConformance

@testable import WebContentCore
@testable import WebContentPageSession

/// Resource requests answered from the provider: a stopped one is never answered, the URL the provider sees.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct ResourceRequestsTests {
    final class FakeTask {}

    @Test func aStoppedRequestIsNeverAnswered() {
        let requests = ResourceRequests<FakeTask>()
        let (kept, stopped) = (FakeTask(), FakeTask())
        requests.started(kept)
        requests.started(stopped)
        requests.stopped(stopped)
        #expect(!requests.finish(stopped))
        // Control: the one not stopped is answered, exactly once.
        #expect(requests.finish(kept))
        #expect(!requests.finish(kept))
        #expect(requests.count == 0)
    }

    /// A provider with one resource, that answers only when the test lets it.
    actor HeldProvider: ContentResourceProvider {
        private var waiting: [CheckedContinuation<Void, Never>] = []
        var asked: [URL] = []

        func resource(for url: URL) async -> ContentResource? {
            asked.append(url)
            await withCheckedContinuation { waiting.append($0) }
            return url.scheme == "cid" ? ContentResource(data: Data([1, 2]), mimeType: "image/png") : nil
        }

        func answerAll() {
            for continuation in waiting { continuation.resume() }
            waiting = []
        }
    }

    final class Written {
        var responses: [String: ServedResponse?] = [:]
    }

    @Test func aServedRequestIsAnsweredUnlessTheEngineStoppedItMeanwhile() async {
        let (requests, provider, written) = (ResourceRequests<FakeTask>(), HeldProvider(), Written())
        let (found, missing, stopped) = (FakeTask(), FakeTask(), FakeTask())
        for (task, name) in [(found, "cid:found"), (missing, "cid-less:missing"), (stopped, "cid:stopped")] {
            requests.serve(task, url: URL(string: name)!, from: provider) { written.responses[name] = $0 }
        }
        #expect(await eventually { await provider.asked.count == 3 })
        requests.stopped(stopped)
        await provider.answerAll()
        #expect(await eventually { written.responses.count == 2 })
        #expect(written.responses["cid:found"]??.body == Data([1, 2]))
        #expect(written.responses["cid-less:missing"] == .some(nil))  // the provider's nil is not found
        for _ in 0..<100 { await Task.yield() }
        #expect(written.responses["cid:stopped"] == nil)
        #expect(requests.count == 0)
    }

    @Test func theProviderSeesTheOriginalURL() {
        let proxied = "\(ContentSecurityPolicy.defaultProxyScheme):https%3A%2F%2Fimg.example%2Fa.png"
        #expect(ResourceRequests<FakeTask>.providerURL(for: proxied) == URL(string: "https://img.example/a.png"))
        #expect(ResourceRequests<FakeTask>.providerURL(for: "cid:part1@mail") == URL(string: "cid:part1@mail"))
        #expect(ResourceRequests<FakeTask>.schemes == ["cid", ContentSecurityPolicy.defaultProxyScheme])
    }
}
