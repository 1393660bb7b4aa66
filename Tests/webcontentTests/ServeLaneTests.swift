#if os(Linux)
import Foundation
import Testing
import WebContentConformance
import WebContentGTK

/// `webcontent serve`'s lanes are keyed on what shapes an engine only: a client varying its find text, the
/// contrast audit or junk renders on the warm engine, never on a web process started for it.
@Suite(.serialized, .timeLimit(.minutes(4)))
struct ServeLaneTests {
    static let page = Data("<p>needle one</p><p>needle two</p><p>other</p>".utf8)

    @Test
    func findTheAuditAndJunkRenderOnTheWarmEngine() async throws {
        let serve = try await ServeSession(["--jobs", "1"] + ServeTests.patient)
        try await serve.ready()
        // The witness: the web processes below the service, from the process table, before and after.
        let warm = ProcessMemory.webProcesses(below: serve.server.pid)
        try #require(!warm.isEmpty)
        for (index, (query, matches)) in [
            ("find=needle", 2), ("find=other", 1), ("find=needle&contrast=true", 2), ("junk=true&find=one", 1),
            ("find=absent-\(UUID().uuidString)", 0),
        ].enumerated() {
            let answer = await serve.render(Self.page, query: query)
            #expect(answer.status == 200, "\(query): \(answer.text.prefix(300))")
            // Each render still gets its own find text: the lane's settings follow the request.
            let found = (answer.json?["find"] as? [String: Any])?["matches"] as? Int
            #expect(found == matches, "request \(index) \(query): \(answer.text.prefix(400))")
        }
        #expect(ProcessMemory.webProcesses(below: serve.server.pid) == warm)
        #expect(await serve.metric("webcontent_engine_restarts") == 0)
        // The control: a width shapes the engine, so another one takes a new lane and a new web process.
        #expect(await serve.render(Self.page, query: "width=391").status == 200)
        #expect(!ProcessMemory.webProcesses(below: serve.server.pid).subtracting(warm).isEmpty)
        #expect(await serve.metric("webcontent_engine_restarts") >= 1)
        #expect(await serve.terminate() == 0)
    }
}
#endif
