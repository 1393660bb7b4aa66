#if os(Linux)
import Foundation
import Testing
import WebContentConformance
import WebContentGTK

/// `webcontent serve`'s lanes are keyed on what shapes an engine only: a client varying its width, find text, the
/// contrast audit or junk renders on the warm engine, never on a web process started for it.
@Suite(.serialized, .timeLimit(.minutes(4)))
struct ServeLaneTests {
    static let page = Data("<p>needle one</p><p>needle two</p><p>other</p>".utf8)

    @Test
    func widthFindTheAuditAndJunkRenderOnTheWarmEngine() async throws {
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
        // Each width is laid out at its own width: the PNG's header, read here, is as wide as the request asked.
        for width in [600, 320, 1024, 391] {
            let answer = await serve.render(Self.page, query: "width=\(width)&format=png")
            #expect(answer.status == 200, "width \(width): \(answer.text.prefix(300))")
            #expect(Self.pngWidth(answer.body) == width, "width \(width)")
        }
        #expect(ProcessMemory.webProcesses(below: serve.server.pid) == warm)
        #expect(await serve.metric("webcontent_engine_restarts") == 0)
        // The control: a theme shapes the engine, so another one takes a new lane and a new web process.
        #expect(await serve.render(Self.page, query: "theme=dark").status == 200)
        #expect(!ProcessMemory.webProcesses(below: serve.server.pid).subtracting(warm).isEmpty)
        #expect(await serve.metric("webcontent_engine_restarts") >= 1)
        await serve.expectCleanExit()
    }

    /// The width in a PNG's IHDR chunk (bytes 16-19, big-endian), or nil for anything but a PNG.
    static func pngWidth(_ data: Data) -> Int? {
        guard data.count > 24, data.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        return data[16..<20].reduce(0) { $0 << 8 | Int($1) }
    }
}
#endif
