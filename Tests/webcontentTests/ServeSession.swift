import Foundation
import Testing
import WebContentConformance

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `webcontent serve` as its clients see it: the built binary on a free loopback port, and HTTP requests to it.
final class ServeSession: Sendable {
    /// One answer, or the transport error a client would have seen instead (a reset, a refused connection).
    struct Answer: Sendable {
        var status = 0
        var headers: [String: String] = [:]
        var body = Data()
        var transportError: String?

        var json: [String: Any]? { (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] }
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    let server: ChildProcess
    let base: URL
    /// The bearer token every render sends; nil: none.
    let token: String?
    private let session: URLSession

    /// Starts the service with `arguments` after `serve --port 0` and waits until it is listening; with `token`,
    /// writes it to a file the service reads (`--token-file`) and sends it with every render.
    init(_ arguments: [String], token: String? = nil, environment: [String: String]? = nil) async throws {
        var arguments = arguments
        if let token {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("token-\(UUID().uuidString)")
            try Data((token + "\n").utf8).write(to: file)
            arguments += ["--token-file", file.path]
        }
        self.token = token
        server = try ChildProcess(
            try RenderBinary.locate().url.path, ["serve", "--port", "0"] + arguments, environment: environment)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = 64
        configuration.timeoutIntervalForRequest = 120
        session = URLSession(configuration: configuration)
        var address: URL?
        // Its "listening on" line is the event; the bound only ends a service that hangs before it.
        let hangs = ContinuousClock.now + .seconds(600)
        while address == nil && server.isRunning && ContinuousClock.now < hangs {
            address =
                server.output.split(separator: "\n").compactMap { line -> URL? in
                    guard let range = line.range(of: "listening on ") else { return nil }
                    // A service bound to every interface is still only ever asked over loopback.
                    let address = line[range.upperBound...].replacingOccurrences(of: "//0.0.0.0:", with: "//127.0.0.1:")
                    return URL(string: address)
                }.first
            if address == nil { try await Task.sleep(for: .milliseconds(20)) }
        }
        guard let address else {
            throw RenderBinary.NotFound(description: "serve did not listen: \(server.errorOutput.suffix(2000))")
        }
        base = address
    }

    /// Waits until `/health` says ready (the engines are warm).
    func ready() async throws {
        let answer = try await warm()
        guard answer.status == 200 else {
            throw RenderBinary.NotFound(
                description: "serve warmed up but is not ready: \(answer.status) \(answer.text) "
                    + "\(server.errorOutput.suffix(2000))")
        }
    }

    /// Waits until warm-up is over, as the service says on standard error ("ready", or "engines did not start",
    /// which throws); the `/health` answer then.
    ///
    /// The service's own line is the event: a loaded machine makes it later, not missed. The bound only ends a
    /// service that hangs.
    func warm() async throws -> Answer {
        let clock = ContinuousClock()
        let hangs = clock.now + .seconds(600)
        while clock.now < hangs {
            let log = server.errorOutput
            if log.contains("webcontent serve: ready:") { return await get("/health") }
            if log.contains("engines did not start") || !server.isRunning { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw RenderBinary.NotFound(description: "serve never warmed up: \(server.errorOutput.suffix(2000))")
    }

    /// The port it listens on.
    var port: Int { base.port ?? 0 }

    func get(_ path: String) async -> Answer {
        await send(URLRequest(url: base.appendingPathComponent(path)))
    }

    /// `POST /render?query` with `body`.
    /// `authorization` replaces the session's bearer token field when given ("" sends none).
    func render(
        _ body: Data, query: String = "", contentType: String? = "text/html", authorization: String? = nil
    ) async -> Answer {
        var request = URLRequest(
            url: URL(string: base.absoluteString + "/render" + (query.isEmpty ? "" : "?" + query))!)
        request.httpMethod = "POST"
        request.httpBody = body
        if let contentType { request.setValue(contentType, forHTTPHeaderField: "Content-Type") }
        if let field = authorization ?? token.map({ "Bearer " + $0 }), !field.isEmpty {
            request.setValue(field, forHTTPHeaderField: "Authorization")
        }
        return await send(request)
    }

    /// A counter or gauge from `/metrics`, summed over label sets whose text contains `labels`.
    func metric(_ name: String, labels: String = "") async -> Double {
        let lines = await get("/metrics").text.split(separator: "\n")
        return lines.filter { $0.hasPrefix(name) && (labels.isEmpty || $0.contains(labels)) }
            .compactMap { $0.split(separator: " ").last.flatMap { Double($0) } }.reduce(0, +)
    }

    /// Sends SIGTERM and waits for the exit; its status.
    func terminate() async -> Int32 {
        await stop().status
    }

    /// Stops the service as ``terminate()`` does and records an issue, with the end of what it wrote (both
    /// streams), unless it exited 0. A service that outlived SIGTERM's minute has its threads' stacks in the issue.
    func expectCleanExit(sourceLocation: SourceLocation = #_sourceLocation) async {
        let (status, stacks) = await stop()
        #expect(
            status == 0,
            """
            exit status \(status); its last output: \(server.output.suffix(3000))
            its standard error: \(server.errorOutput.suffix(3000))\(stacks.map { "\nits threads when killed:\n" + $0 } ?? "")
            """,
            sourceLocation: sourceLocation)
    }

    /// SIGTERM, then the exit awaited for a minute; a service still running then has every thread's stack read
    /// (gdb, as `tools/test-limit` does for a hung test process) before it is killed.
    private func stop() async -> (status: Int32, stacks: String?) {
        kill(server.pid, SIGTERM)
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(60)
        while server.isRunning && clock.now < deadline { try? await Task.sleep(for: .milliseconds(10)) }
        var stacks: String?
        if server.isRunning {
            do {
                let gdb = try ChildProcess(
                    "/usr/bin/gdb", ["-p", "\(server.pid)", "-batch", "-ex", "thread apply all bt"])
                _ = await gdb.wait(limit: .seconds(120))
                // Its standard error too: an attach the kernel refuses (ptrace) says so only there.
                stacks = (gdb.output + gdb.errorOutput).split(separator: "\n").filter { !$0.hasPrefix("[New LWP") }
                    .joined(separator: "\n")
            } catch {
                stacks = "(gdb did not start: \(error))"
            }
        }
        return (await server.killAndWait(), stacks)
    }

    private func send(_ request: URLRequest) async -> Answer {
        do {
            let (data, response) = try await session.data(for: request)
            let http = response as? HTTPURLResponse
            var headers: [String: String] = [:]
            for (key, value) in http?.allHeaderFields ?? [:] {
                if let key = key as? String, let value = value as? String { headers[key.lowercased()] = value }
            }
            return Answer(status: http?.statusCode ?? 0, headers: headers, body: data)
        } catch {
            return Answer(transportError: "\(error)")
        }
    }
}
