#if os(Linux)
import Foundation
import Testing
import WebContentConformance

/// Who may render on `webcontent serve`, end to end on the built binary over loopback: the token, the Host a
/// client names, the body's type, and the operator's ceiling on remote content. Each refusal has its control: the
/// same request to a service without the defence is rendered, so the check can fail.
@Suite(.serialized, .timeLimit(.minutes(4)))
struct ServeAccessTests {
    static let token = "test-token-\(UUID().uuidString)"
    static let page = Data("<h1>Hello</h1><p>a page</p>".utf8)

    @Test
    func aRenderWithoutTheTokenGets401AndWithItRenders() async throws {
        let serve = try await ServeSession(["--jobs", "1"] + ServeTests.patient, token: Self.token)
        try await serve.ready()
        for field in ["", "Bearer wrong-\(Self.token)", "Bearer " + Self.token.dropLast(), "Basic " + Self.token] {
            let refused = await serve.render(Self.page, authorization: field)
            #expect(refused.status == 401, "\(field): \(refused.status) \(refused.text.prefix(300))")
            #expect(refused.text.contains("--token-file"))
        }
        let rendered = await serve.render(Self.page)
        #expect(rendered.status == 200 && rendered.json?["ok"] as? Bool == true, "\(rendered.text.prefix(300))")
        // Probes need no token.
        #expect(await serve.get("/health").status == 200)
        #expect(await serve.metric("webcontent_renders_total", labels: "outcome=\"refused\"") == 4)
        await serve.expectCleanExit()
        // The control: a service started without a token renders the same tokenless request.
        let open = try await ServeSession(["--jobs", "1"] + ServeTests.patient)
        try await open.ready()
        #expect(await open.render(Self.page, authorization: "").status == 200)
        await open.expectCleanExit()
    }

    @Test
    func aTokenFileFromTheEnvironmentIsUsed() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("token-\(UUID().uuidString)")
        try Data(Self.token.utf8).write(to: file)
        var environment = ProcessInfo.processInfo.environment
        environment["WEBCONTENT_TOKEN_FILE"] = file.path
        let serve = try await ServeSession(["--jobs", "1"] + ServeTests.patient, environment: environment)
        try await serve.ready()
        #expect(await serve.render(Self.page).status == 401)
        #expect(await serve.render(Self.page, authorization: "Bearer " + Self.token).status == 200)
        await serve.expectCleanExit()
    }

    @Test
    func aNonLoopbackBindWithoutATokenRefusesToStart() async throws {
        let binary = try RenderBinary.locate().url.path
        let refused = try ChildProcess(binary, ["serve", "--host", "0.0.0.0", "--port", "0"])
        for _ in 0..<3000 where refused.isRunning && !refused.output.contains("listening on") {
            try await Task.sleep(for: .milliseconds(20))
        }
        let status = await refused.killAndWait()
        #expect(status != 0 && !refused.output.contains("listening on"), "\(refused.output)")
        #expect(refused.errorOutput.contains("--token-file") && refused.errorOutput.contains("--no-token"))
        // The control: said on purpose, it starts (and is stopped at once: nothing is sent to it but over loopback).
        let open = try await ServeSession(["--host", "0.0.0.0", "--no-token", "--jobs", "1"] + ServeTests.patient)
        #expect(open.server.isRunning)
        await open.expectCleanExit()
    }

    @Test
    func aForeignHostGets421OnALoopbackBind() async throws {
        let serve = try await ServeSession(["--jobs", "1"] + ServeTests.patient)
        try await serve.ready()
        for (host, expected) in [
            ("rebound.example:\(serve.port)", 421), ("127.0.0.1.nip.io", 421), ("localhost.example", 421),
            ("127.0.0.1:\(serve.port)", 200), ("localhost:\(serve.port)", 200), ("LOCALHOST", 200),
        ] {
            #expect(await Self.healthStatus(port: serve.port, host: host) == expected, "Host: \(host)")
        }
        let rebound = try RawHTTPConnection(port: serve.port)
        rebound.send(
            "POST /render HTTP/1.1\r\nHost: rebound.example\r\nContent-Type: text/html\r\nContent-Length: 4\r\n\r\n<p>x"
        )
        #expect(await rebound.status() == 421)
        await serve.expectCleanExit()
        // The control: bound to every interface, where the name a client uses is the operator's business, the same
        // foreign Host is answered.
        let wide = try await ServeSession(["--host", "0.0.0.0", "--no-token", "--jobs", "1"] + ServeTests.patient)
        try await wide.ready()
        #expect(await Self.healthStatus(port: wide.port, host: "rebound.example") == 200)
        await wide.expectCleanExit()
    }

    @Test
    func aBodyThatIsNeitherHTMLNorAMessageGets415() async throws {
        let serve = try await ServeSession(["--jobs", "1"] + ServeTests.patient)
        try await serve.ready()
        for type in ["application/json", "text/plain", "application/x-www-form-urlencoded", "image/svg+xml", nil] {
            let answer = await serve.render(Self.page, contentType: type)
            #expect(answer.status == 415, "\(type ?? "no type"): \(answer.status)")
        }
        // The control: the same body as HTML, and as XHTML with a charset parameter, is rendered.
        #expect(await serve.render(Self.page, contentType: "text/html").status == 200)
        #expect(await serve.render(Self.page, contentType: "application/xhtml+xml; charset=utf-8").status == 200)
        await serve.expectCleanExit()
    }

    @Test
    func remoteContentBeyondTheOperatorsCeilingGets403() async throws {
        let serve = try await ServeSession(["--jobs", "1"] + ServeTests.patient)
        try await serve.ready()
        let refused = await serve.render(Self.page, query: "remote-content=allow")
        #expect(refused.status == 403, "\(refused.status) \(refused.text.prefix(300))")
        #expect(refused.text.contains("--remote-content block"))
        let proxied = await serve.render(Self.page, query: "remote-content=proxy")
        #expect(proxied.status == 403 && proxied.text.contains("--remote-content block"), "\(proxied.text)")
        let blocked = await serve.render(Self.page, query: "remote-content=block")
        #expect(blocked.status == 200 && blocked.json?["remoteContent"] as? String == "block")
        await serve.expectCleanExit()
        // The control: an operator who allows remote content lets the same request through, and the report says so.
        let allowing = try await ServeSession(["--jobs", "1", "--remote-content", "allow"] + ServeTests.patient)
        try await allowing.ready()
        let allowed = await allowing.render(Self.page, query: "remote-content=allow")
        #expect(allowed.status == 200, "\(allowed.text.prefix(300))")
        #expect(allowed.json?["remoteContent"] as? String == "allow", "\(allowed.text.prefix(300))")
        // Unasked, a request still gets nothing remote under the higher ceiling.
        #expect(await allowing.render(Self.page).json?["remoteContent"] as? String == "block")
        await allowing.expectCleanExit()
    }

    /// `GET /health` with `Host: host` on a raw connection; its status (0 when none came).
    static func healthStatus(port: Int, host: String) async -> Int {
        guard let connection = try? RawHTTPConnection(port: port) else { return 0 }
        connection.send("GET /health HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n")
        return await connection.status() ?? 0
    }
}
#endif
