#if os(Linux)
import Foundation
import Testing
import WebContentConformance

/// The bounds of `webcontent serve` on connections, bytes, pixels and time, end to end on the built binary over
/// loopback. Nothing here asserts how long anything took: each bound is shown by what the clients get (a closed
/// socket, a status) against a control service without it.
@Suite(.serialized, .timeLimit(.minutes(6)))
struct ServeBoundsTests {
    /// A document whose render is long: thousands of table rows, laid out and snapshotted.
    static let heavy: Data = {
        let rows = (0..<20000).map { "<tr><td>row \($0)</td><td><b>cell</b> text</td></tr>" }.joined()
        return Data("<h1>Heavy</h1><table>\(rows)</table>".utf8)
    }()

    @Test
    func slowClientsAreClosedAtTheReadDeadlineWhileHealthAndARenderAreAnswered() async throws {
        // Both services at once: the one with a short deadline, and the control with a deadline no test reaches.
        // Hummingbird's idle timeout is long on both: a header stuck half-way never reaches its parser's next part,
        // so the idle timeout alone would close those too, and this test is about the read deadline.
        let idle = ["--idle-timeout", "3600"]
        let bounded = try await ServeSession(["--jobs", "1", "--read-timeout", "3"] + idle + ServeTests.patient)
        let control = try await ServeSession(["--jobs", "1", "--read-timeout", "3600"] + idle + ServeTests.patient)
        try await bounded.ready()
        try await control.ready()
        var slow: [(bounded: RawHTTPConnection, control: RawHTTPConnection)] = []
        for index in 0..<300 {
            let pair = (try RawHTTPConnection(port: bounded.port), try RawHTTPConnection(port: control.port))
            // Half of them stop in the header, half promise a body and never send it whole.
            let start =
                index.isMultiple(of: 2)
                ? "POST /render HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "
                : "POST /render HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/html\r\nContent-Length: 1000\r\n\r\n<p>"
            pair.0.send(start)
            pair.1.send(start)
            slow.append(pair)
        }
        // While they hang on, probes and renders are answered.
        #expect(await bounded.get("/health").status == 200)
        let rendered = await bounded.render(try #require(ServeTests.documents.first?.data))
        #expect(rendered.status == 200, "\(rendered.status) \(rendered.transportError ?? "")")
        // Trickling a byte now and then does not extend the deadline (Hummingbird's idle timeout alone would).
        // Polled until all are closed, at most 900 rounds: thirty times the 3 s deadline, so that without the
        // deadline this fails by its expectation below, not by the suite's time limit.
        var open = slow.count
        for _ in 0..<900 where open > 0 {
            for pair in slow { pair.bounded.send("x") }
            open = slow.filter { !$0.bounded.isClosedByPeer() }.count
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect(open == 0, "\(open) of \(slow.count) slow connections still open past the read deadline")
        // The control's sockets, opened at the same moments, are all still open.
        #expect(slow.allSatisfy { !$0.control.isClosedByPeer() }, "the control closed slow connections too")
        #expect(await bounded.get("/health").status == 200)
        await bounded.expectCleanExit()
        slow = []
        await control.expectCleanExit()
    }

    @Test
    func aContentLengthOverTheLimitIsRefusedBeforeTheBodyIsSent() async throws {
        let serve = try await ServeSession(["--jobs", "1"] + ServeTests.patient)
        try await serve.ready()
        let huge = try RawHTTPConnection(port: serve.port)
        huge.send(
            "POST /render HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/html\r\nContent-Length: \(1 << 30)\r\n\r\n")
        #expect(await huge.status() == 413, "\(huge.text.prefix(300))")
        // The control: a length within the limit gets no answer until its body comes, then a report.
        let small = try RawHTTPConnection(port: serve.port)
        small.send("POST /render HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/html\r\nContent-Length: 8\r\n\r\n")
        #expect(await small.status(tries: 100) == nil)
        small.send("<p>x</p>")
        #expect(await small.status() == 200, "\(small.text.prefix(300))")
        await serve.expectCleanExit()
    }

    @Test
    func aPNGOverMaxPixelsGets422WithoutASnapshot() async throws {
        let tall = Data(("<h1>Tall</h1>" + String(repeating: "<p>line of text</p>", count: 400)).utf8)
        let serve = try await ServeSession(["--jobs", "1", "--max-pixels", "200000"] + ServeTests.patient)
        try await serve.ready()
        let refused = await serve.render(tall, query: "format=png")
        #expect(refused.status == 422, "\(refused.status) \(refused.text.prefix(300))")
        let errors = refused.json?["errors"] as? [String] ?? []
        #expect(errors.contains { $0.contains("--max-pixels") }, "\(errors)")
        // Refused before the capture: the report has no snapshot time.
        let timings = refused.json?["timings"] as? [String: Any] ?? [:]
        #expect(timings["snapshotMs"] == nil, "\(timings)")
        // A page within the bound is captured on the same service.
        let small = await serve.render(Data("<p>small</p>".utf8), query: "format=png")
        #expect(small.status == 200 && small.body.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        await serve.expectCleanExit()
        // The control: the same tall page under the default bound is a PNG.
        let control = try await ServeSession(["--jobs", "1"] + ServeTests.patient)
        try await control.ready()
        let captured = await control.render(tall, query: "format=png")
        #expect(captured.status == 200 && captured.body.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        await control.expectCleanExit()
    }

    @Test
    func aTimeoutShorterThanAnEngineStartStillWarmsUpAndBoundsEachRequest() async throws {
        // Starting a web process is the machine's cost, not a request's: with a --timeout shorter than any engine
        // start the service still becomes ready (the warm-up has a budget of its own), and its requests keep the
        // short bound.
        let serve = try await ServeSession(["--jobs", "1", "--timeout", "0.1"])
        try await serve.ready()
        let late = await serve.render(Self.heavy, query: "name=heavy")
        #expect(late.status == 504, "\(late.status) \(late.text.prefix(500))")
        await serve.expectCleanExit()
    }

    @Test
    func aRequestPastItsWholeTimeoutGets504WithItsReportSoFar() async throws {
        // The request asks for a deadline of its own under the service's: nothing else on this service is bounded by
        // it, so the warm-up, the page after and the control wait only as long as any request may.
        let serve = try await ServeSession(["--jobs", "1"] + ServeTests.patient)
        try await serve.ready()
        let late = await serve.render(Self.heavy, query: "format=pdf&name=heavy&timeout=1")
        #expect(late.status == 504, "\(late.status) \(late.text.prefix(500))")
        #expect(late.json?["input"] as? String == "heavy")
        let errors = late.json?["errors"] as? [String] ?? []
        #expect(errors.contains { $0.contains("deadline (timeout=1)") }, "\(errors)")
        #expect(await serve.metric("webcontent_renders_total", labels: "outcome=\"late\"") == 1)
        // A client may want its answer sooner, never later than the operator allows.
        let small = Data("<p>small</p>".utf8)
        let over = await serve.render(small, query: "timeout=121")
        #expect(over.status == 403 && over.text.contains("serve --timeout 120 s"), "\(over.status) \(over.text)")
        // The service goes on: a small page renders on the replaced engine.
        let after = await serve.render(small)
        #expect(after.status == 200, "\(after.status) \(after.text.prefix(500))")
        // The control: with the service's deadline, which the render meets, the same document is a PDF.
        let printed = await serve.render(Self.heavy, query: "format=pdf")
        #expect(printed.status == 200 && printed.body.starts(with: Array("%PDF".utf8)), "\(printed.status)")
        await serve.expectCleanExit()
    }
}
#endif
