import Foundation
import Testing

@testable import WebContentCore

/// Resource requests answered from the provider: a stopped one is never answered, the URL the provider sees.
@MainActor
@Suite struct ResourceRequestsTests {
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

    @Test func theProviderSeesTheOriginalURL() {
        let proxied = "\(ContentSecurityPolicy.defaultProxyScheme):https%3A%2F%2Fimg.example%2Fa.png"
        #expect(ResourceRequests<FakeTask>.providerURL(for: proxied) == URL(string: "https://img.example/a.png"))
        #expect(ResourceRequests<FakeTask>.providerURL(for: "cid:part1@mail") == URL(string: "cid:part1@mail"))
        #expect(ResourceRequests<FakeTask>.schemes == ["cid", ContentSecurityPolicy.defaultProxyScheme])
    }
}
