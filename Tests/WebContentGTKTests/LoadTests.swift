import Foundation
import Testing
import WebContentCore

@testable import WebContentGTK

extension GTKEngineSuite {
    /// Loading documents on the real engine: finished, failed, superseded, trusted and untrusted delivery.
    @Suite @MainActor
    struct LoadTests {
        @Test func loadsHTMLWithBaseURLAndEvaluates() async throws {
            try await EngineFixture.with { engine in
                let start = ContinuousClock.now
                try await engine.loadHTML("<p id=x>hello</p>", baseURL: URL(string: "https://example.com/a/"))
                let loadTime = milliseconds(since: start)
                let text = try await engine.evaluateJavaScript(
                    "document.getElementById('x').textContent", in: .page, timeout: .seconds(5))
                #expect(text == .string("hello"))
                let base = try await engine.evaluateJavaScript("document.baseURI", in: .page, timeout: .seconds(5))
                #expect(base == .string("https://example.com/a/"))
                let warmStart = ContinuousClock.now
                try await engine.loadHTML("<p>again</p>", baseURL: nil)
                let warmLoad = milliseconds(since: warmStart)
                // Each figure is taken right after its own loop (medians would need more runs than a test should do).
                let evaluate = try await Self.average(50) {
                    _ = try await engine.evaluateJavaScript("1", in: .page, timeout: .seconds(5))
                }
                let call = try await Self.average(50) {
                    _ = try await engine.callAsyncJavaScript(
                        "return x;", arguments: ["x": .number(1)], in: .content, timeout: .seconds(5))
                }
                let hostStart = ContinuousClock.now
                try await GLibActor.evaluate(50, on: engine.host)
                let hostEvaluate = milliseconds(since: hostStart) / 50
                let hop = try await Self.average(200) { await GLibActor.noop() }
                print(
                    "figure: new engine + first load \(loadTime) ms; warm load \(warmLoad) ms; evaluate round trip \(evaluate) ms (of which GLib side \(hostEvaluate) ms, empty actor hop \(hop) ms); callAsync round trip \(call) ms"
                )
            }
        }

        /// The mean duration of `count` runs of `body`, in milliseconds.
        static func average(_ count: Int, _ body: () async throws -> Void) async throws -> Double {
            let start = ContinuousClock.now
            for _ in 0..<count { try await body() }
            return milliseconds(since: start) / Double(count)
        }

        /// A document the content scheme refuses fails its load: the scheme answers only the hosts in its table,
        /// so the test takes this host out for two loads (as closing it does), then puts it back.
        @Test func aFailedLoadThrowsLoadFailed() async throws {
            try await EngineFixture.with { engine in
                let host = engine.host
                await Task { @GLibActor in WebKitEnvironment.shared.hosts.remove(host.hostID) }.value
                for round in 0..<2 {
                    do {
                        try await host.load(
                            "<p>\(round)</p>", delivery: .scheme(contentSecurityPolicy: "default-src 'none'"),
                            ticket: engine.nextLoadTicket(), timeout: .seconds(5))
                        Issue.record("expected a failure")
                    } catch let error as WebContentError {
                        #expect(error.code == .loadFailed, "expected loadFailed, got \(error)")
                    }
                }
                await Task { @GLibActor in WebKitEnvironment.shared.hosts.add(host) }.value
                // The engine still loads afterwards.
                try await engine.loadHTML("<p id=x>ok</p>", baseURL: nil)
                #expect(
                    try await engine.evaluateJavaScript(
                        "document.getElementById('x').textContent", in: .page, timeout: .seconds(5)) == .string("ok"))
            }
        }

        /// Trusted HTML goes to WebKit directly, untrusted through the content scheme: WebKit may run the older of
        /// two loads asked back to back whole, then the newer, or only the newer, and names neither in its reports.
        @Test(arguments: [ContentTrust.trusted, .untrusted])
        func theNewestLoadWinsEvenWhenScriptInstallsDelayTheOlder(trust: ContentTrust) async throws {
            // As a reused module does: scripts, load, scripts, load, back to back. The engine's hops may deliver
            // the two loads to the GLib thread in either order; the newest asked must be the one shown.
            try await EngineFixture.with(EngineFixture.configuration(trust: trust)) { engine in
                for round in 0..<5 {
                    engine.installSetupScripts([EngineFixture.script("window.round = 'old';")])
                    let before = engine.loadTicket
                    let old = Task { try await engine.loadHTML("<p id=p>old</p>", baseURL: nil) }
                    // The old load has been asked for (it holds its number) but waits for the script install.
                    for _ in 0..<100_000 where engine.loadTicket == before { await Task.yield() }
                    try #require(engine.loadTicket != before, "the old load never took its number")
                    engine.installSetupScripts([EngineFixture.script("window.round = 'new';")])
                    try await engine.loadHTML("<p id=p>new \(round)</p>", baseURL: nil)
                    await #expect(throws: WebContentError.superseded) { try await old.value }
                    let shown = try await engine.evaluateJavaScript(
                        "document.getElementById('p').textContent + ' at ' + location.href", in: .page,
                        timeout: .seconds(5))
                    #expect(shown.stringValue?.hasPrefix("new \(round) at ") == true, "round \(round): \(shown)")
                    #expect(
                        try await engine.evaluateJavaScript("window.round", in: .content, timeout: .seconds(5))
                            == .string("new"))
                }
            }
        }

    }
}

extension GLibActor {
    /// Evaluates `count` times from the GLib actor itself, to separate WebKit's cost from the actor hops.
    @GLibActor static func evaluate(_ count: Int, on host: WebViewHost) async throws {
        for _ in 0..<count {
            _ = try await host.evaluate("1", world: nil, ticket: host.tickets.newest, timeout: .seconds(5))
        }
    }
}

extension GLibActor {
    /// An empty hop target, to time actor hops alone.
    @GLibActor static func noop() {}
}
