#if os(Linux)
import Foundation
import Testing
import WebContentConformance
import WebContentGTK

/// `webcontent serve` end to end: the built binary on loopback, real engines, HTTP clients side by side.
///
/// Each test starts its own service and checks what its clients get (statuses, bodies, headers, no dropped
/// connection) and what the process table says, never how long anything took.
@Suite(.serialized, .timeLimit(.minutes(4)))
struct ServeTests {
    static let corpus = RenderCommandTests.corpus
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    /// Documents of each kind: the samples, blog posts, and messages with their cid: parts.
    static let documents: [(name: String, data: Data, type: String)] = {
        let html =
            ["blog-post.html", "email-newsletter.html", "product-page.html"].map {
                examples.appendingPathComponent($0)
            }
            + ["block-quotes.html", "blocks-formatting.html", "block-image.html"].map {
                corpus.appendingPathComponent("blog/theme-unit-test/\($0)")
            }
        let mail = ["nodemailer-mailparser--nodemailer.eml", "zbateson--m0014.eml"].map {
            corpus.appendingPathComponent("email/eml/\($0)")
        }
        return html.map { ($0.lastPathComponent, (try? Data(contentsOf: $0)) ?? Data(), "text/html") }
            + mail.map { ($0.lastPathComponent, (try? Data(contentsOf: $0)) ?? Data(), "message/rfc822") }
    }()

    /// A deadline no request meets under a loaded test machine: these tests are about answers, not latency
    /// (the deadline's own 503 is tested on a clock in `RenderQueueTests`).
    static let patient = ["--timeout", "120"]

    /// Sends every request at once; their answers in request order.
    static func burst(_ serve: ServeSession, _ requests: [(Data, String, String)]) async -> [ServeSession.Answer] {
        await withTaskGroup(of: (Int, ServeSession.Answer).self) { group in
            for (index, (body, query, type)) in requests.enumerated() {
                group.addTask { (index, await serve.render(body, query: query, contentType: type)) }
            }
            var answers = Array(repeating: ServeSession.Answer(), count: requests.count)
            for await (index, answer) in group { answers[index] = answer }
            return answers
        }
    }

    @Test
    func underLoadEveryRequestGetsItsReportPNGOrPDF() async throws {
        try #require(Self.documents.allSatisfy { !$0.data.isEmpty }, "the corpus beside the package")
        let serve = try await ServeSession(["--jobs", "2", "--queue", "64"] + Self.patient)
        try await serve.ready()
        let formats = ["json", "png", "pdf"]
        let requests = (0..<24).map { index in
            let document = Self.documents[index % Self.documents.count]
            let format = formats[index % formats.count]
            return (document.data, "format=\(format)&name=\(document.name)", document.type)
        }
        let answers = await Self.burst(serve, requests)
        for (index, answer) in answers.enumerated() {
            let (_, query, _) = requests[index]
            #expect(
                answer.transportError == nil && answer.status == 200,
                "\(query): \(answer.status) \(answer.text.prefix(500))")
            switch formats[index % formats.count] {
            case "png": #expect(answer.body.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(query)")
            case "pdf": #expect(answer.body.starts(with: Array("%PDF".utf8)), "\(query)")
            default:
                #expect(answer.json?["ok"] as? Bool == true, "\(query)")
                #expect(answer.json?["input"] as? String == Self.documents[index % Self.documents.count].name)
            }
        }
        let counted = await serve.get("/metrics").text.split(separator: "\n").filter {
            $0.hasPrefix("webcontent_renders_total")
        }
        #expect(await serve.metric("webcontent_renders_total", labels: "outcome=\"ok\"") == 24, "\(counted)")
        // Engines from the process table, not from the service's own count: two slots, one engine each per kind.
        let webProcesses = ProcessMemory.tree(of: serve.server.pid).webProcesses
        #expect((1...4).contains(webProcesses), "\(webProcesses) web processes for 2 slots")
        #expect(
            await serve.metric("webcontent_web_processes")
                == Double(ProcessMemory.tree(of: serve.server.pid).webProcesses))
        await serve.expectCleanExit()
    }

    @Test
    func overloadIsRefusedWith429AndRetryAfterNeverADroppedConnection() async throws {
        let page = try #require(Self.documents.first?.data)
        let requests = Array(repeating: (page, "format=png", "text/html"), count: 10)
        for (queue, expectsRefusals) in [("1", true), ("16", false)] {
            let serve = try await ServeSession(["--jobs", "1", "--queue", queue] + Self.patient)
            try await serve.ready()
            let answers = await Self.burst(serve, requests)
            let statuses = answers.map(\.status)
            #expect(answers.allSatisfy { $0.transportError == nil }, "\(answers.compactMap(\.transportError))")
            #expect(Set(statuses).isSubset(of: [200, 429]), "\(statuses)")
            let refused = answers.filter { $0.status == 429 }
            // The control: the same burst against a line long enough for it is answered whole.
            #expect(refused.isEmpty != expectsRefusals, "queue \(queue): \(statuses)")
            for answer in refused {
                #expect(Int(answer.headers["retry-after"] ?? "") ?? 0 >= 1, "\(answer.headers)")
                #expect((answer.json?["error"] as? String)?.hasPrefix("queue full") == true)
            }
            #expect(await serve.metric("webcontent_renders_total", labels: "outcome=\"full\"") == Double(refused.count))
            await serve.expectCleanExit()
        }
    }

    @Test
    func sigtermAnswersEveryAcceptedRequestThenExitsAndItsEnginesAreGone() async throws {
        let page = try #require(Self.documents.first?.data)
        // The control first: a server killed outright drops what it had taken, so the check below can fail.
        for graceful in [false, true] {
            let serve = try await ServeSession(["--jobs", "1", "--queue", "8"] + Self.patient)
            try await serve.ready()
            let webKit = ProcessMemory.descendants(of: serve.server.pid).filter { $0.name.hasPrefix("WebKit") }
            let requests = Task {
                await Self.burst(serve, Array(repeating: (page, "format=pdf", "text/html"), count: 6))
            }
            for _ in 0..<500 {
                let taken = await serve.metric("webcontent_queue_depth") + serve.metric("webcontent_renders_in_flight")
                // The control kills while a render is in flight: on a quiet machine the six can finish before all
                // six are ever taken at once, and a server killed with nothing taken drops nothing.
                if graceful ? taken == 6 : taken >= 1 { break }
                try await Task.sleep(for: .milliseconds(10))
            }
            let status = graceful ? await serve.terminate() : await serve.server.killAndWait()
            let answers = await requests.value
            if graceful {
                #expect(status == 0, "\(serve.server.errorOutput.suffix(1000))")
                #expect(
                    answers.allSatisfy { $0.status == 200 && $0.body.starts(with: Array("%PDF".utf8)) },
                    "\(answers.map { $0.transportError ?? String($0.status) })")
                #expect(serve.server.errorOutput.contains("every accepted request answered"))
                // Its WebKit processes ended with it (pids seen while it ran, looked up again in the table).
                #expect(!webKit.isEmpty)
                var alive = webKit
                for _ in 0..<500 where !alive.isEmpty {
                    alive = alive.filter { Self.isWebKit($0.pid) }
                    try await Task.sleep(for: .milliseconds(10))
                }
                #expect(alive.isEmpty, "still running after the service exited: \(alive)")
            } else {
                #expect(answers.contains { $0.transportError != nil }, "a killed server dropped nothing?")
            }
        }
    }

    /// Whether `pid` is (still) a WebKit process: its entry in the process table and its name.
    static func isWebKit(_ pid: Int32) -> Bool {
        ((try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? "").hasPrefix("WebKit")
    }

    @Test
    func badInputGetsAClearAnswerAndTheServiceGoesOn() async throws {
        let serve = try await ServeSession(["--jobs", "1"] + Self.patient)
        try await serve.ready()
        let empty = await serve.render(Data())
        #expect(empty.status == 400 && (empty.json?["error"] as? String)?.contains("empty body") == true)
        let unknown = await serve.render(Data("<p>x</p>".utf8), query: "widht=300")
        #expect(unknown.status == 400 && unknown.text.contains("unknown parameter 'widht'"))
        let huge = await serve.render(Data(repeating: 0x61, count: 18 << 20))
        #expect(huge.status == 413, "\(huge.status) \(huge.transportError ?? "")")
        let notAMessage = await serve.render(Data([0, 1, 2, 0xFF, 0xFE]), contentType: "message/rfc822")
        #expect(notAMessage.status == 422, "\(notAMessage.status) \(notAMessage.text.prefix(300))")
        #expect(notAMessage.json?["ok"] as? Bool == false)
        let invalidUTF8 = await serve.render(Data("<p>caf".utf8) + Data([0xE9, 0xFF]) + Data(" au lait</p>".utf8))
        #expect(invalidUTF8.status == 200)
        #expect((invalidUTF8.json?["errors"] as? [String])?.contains { $0.contains("invalid UTF-8") } == true)
        let deep = String(repeating: "<div>", count: 20_000) + "deep" + String(repeating: "</div>", count: 20_000)
        let deepAnswer = await serve.render(Data(deep.utf8))
        #expect([200, 422].contains(deepAnswer.status), "\(deepAnswer.status) \(deepAnswer.transportError ?? "")")
        let after = await serve.render(try #require(Self.documents.first?.data))
        #expect(after.status == 200 && after.json?["ok"] as? Bool == true)
        await serve.expectCleanExit()
    }

    @Test
    func aWebProcessKilledMidRequestStillGetsAnAnswer() async throws {
        let serve = try await ServeSession(["--jobs", "1"] + Self.patient)
        try await serve.ready()
        // A document long enough that its render is still running when its web process is killed.
        let rows = (0..<6000).map { "<tr><td>row \($0)</td><td><b>cell</b> text</td></tr>" }.joined()
        let big = Data("<h1>Big</h1><table>\(rows)</table>".utf8)
        // The warm engine's web process, known before the request: killed while it renders the document. (A
        // process killed in its first milliseconds, before it told WebKit its pid, aborts WebKit's UI process:
        // that is WebKit's own g_error, which no embedder can catch, so this test kills a running one.)
        let warm = ProcessMemory.webProcesses(below: serve.server.pid)
        try #require(!warm.isEmpty)
        let request = Task { await serve.render(big, query: "format=png") }
        var killed: [Int32] = []
        for _ in 0..<1000 where killed.isEmpty {
            if await serve.metric("webcontent_renders_in_flight") == 1 {
                killed = Array(warm.intersection(ProcessMemory.webProcesses(below: serve.server.pid)))
                for pid in killed { kill(pid, SIGKILL) }
            }
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(!killed.isEmpty)
        let answer = await request.value
        #expect(
            answer.transportError == nil && [200, 422].contains(answer.status),
            "\(answer.status) \(answer.text.prefix(300)) \(serve.server.errorOutput.prefix(3000))")
        let next = await serve.render(try #require(Self.documents.first?.data))
        #expect(next.status == 200, "\(next.text.prefix(300))")
        await serve.expectCleanExit()
    }
}
#endif
