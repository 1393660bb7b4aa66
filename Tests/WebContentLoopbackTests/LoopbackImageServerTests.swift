import Foundation
import Testing
import WebContentLoopback

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The loopback origin answers with its PNG and counts, within its bounds, as the tripwire tests rely on.
@Suite(.timeLimit(.minutes(10))) struct LoopbackImageServerTests {
    /// The status and body of one GET, with a header the server must record.
    func get(_ path: String, from server: LoopbackImageServer) async throws -> (Int, Data) {
        var request = URLRequest(url: try #require(URL(string: server.origin + path)))
        request.setValue("https://reader.example/", forHTTPHeaderField: "Referer")
        let (data, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, data)
    }

    @Test func everyRequestGetsThePNGAndIsCountedWithItsHeaders() async throws {
        let server = try await LoopbackImageServer()
        defer { server.stop() }
        let (status, body) = try await get("/pixel.gif?id=1", from: server)
        #expect(status == 200)
        #expect(body == LoopbackImageServer.png)
        _ = try await get("/second", from: server)
        #expect(server.count == 2)
        #expect(server.requests == ["/pixel.gif?id=1", "/second"])
        #expect(server.requestsWithHeaders.first?.headers["referer"] == "https://reader.example/")
    }

    @Test func aFullTripwireRefusesAndStopsCounting() async throws {
        let server = try await LoopbackImageServer(maxRequests: 1)
        defer { server.stop() }
        #expect(try await get("/a", from: server).0 == 200)
        #expect(try await get("/b", from: server).0 == 503)
        #expect(server.count == 1)
    }

    @Test func anOriginWithoutALogCountsEveryRequestAndKeepsNone() async throws {
        let server = try await LoopbackImageServer(lifetime: nil, maxRequests: nil)
        defer { server.stop() }
        for index in 0..<3 { #expect(try await get("/\(index)", from: server).0 == 200) }
        #expect(server.count == 3)
        #expect(server.requests.isEmpty)
    }
}
