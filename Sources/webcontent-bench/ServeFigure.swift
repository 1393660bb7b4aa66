import Foundation
import WebContentConformance

#if os(Linux)
import WebContentGTK
#endif

/// R11: `webcontent serve` under 8 concurrent clients, against the batch command on the same documents and
/// against a warm Playwright/Chromium HTTP renderer doing the same job; and its memory over 1,000 renders.
///
/// Every side is a separate process started from the same clean environment (``CleanEnvironment``); both
/// servers are driven by one client program (`r11-load.py`), posting the documents round robin and reading every
/// PNG whole. Sides alternate, so load on the shared machine falls on both.
struct ServeFigure {
    let files: [URL]
    let webcontent: URL
    let python: URL?
    let resources: URL
    let runs: Int
    let memoryRenders: (first: Int, total: Int)
    static let clients = 8
    static let jobs = 2

    /// One load run's answer: requests per second, latencies in ms, and how many answers were not 200.
    struct Load {
        let throughput: Double
        let latencies: [Double]
        let failures: Int
    }

    func measure() throws -> [Figure] {
        var batch = Samples()
        var serve = Samples()
        var peer = Samples()
        var guarded = Samples()
        var serveLatencies: [Double] = []
        var peerLatencies: [Double] = []
        var failures: [String] = []
        let scratch = try ScratchFolder("r11", subfolders: ["png"])
        defer { scratch.remove() }
        let server = try Server(webcontent: webcontent, arguments: ["--jobs", "\(Self.jobs)", "--queue", "256"])
        defer { server.stop() }
        // The same service as operators put it on a network: a token, and remote loads allowed through the egress
        // filter (each engine behind a gate of its own); the requests are the same, with their bearer token.
        let token = scratch.url("token")
        let secret = UUID().uuidString + UUID().uuidString
        try Data(secret.utf8).write(to: token)
        let guardedServer = try Server(
            webcontent: webcontent,
            arguments: [
                "--jobs", "\(Self.jobs)", "--queue", "256", "--token-file", token.path, "--remote-content", "allow",
            ])
        defer { guardedServer.stop() }
        let peerServer = try python.map {
            try PeerServer(python: $0, script: resources.appendingPathComponent("r11-playwright-server.py"))
        }
        defer { peerServer?.stop() }
        // One untimed pass each: both servers have rendered before they are measured, as a running service has.
        _ = try load(server.url + "/render?format=png", requests: files.count)
        _ = try load(guardedServer.url + "/render?format=png", requests: files.count, token: secret)
        if let peerServer { _ = try load(peerServer.url + "/", requests: files.count) }
        for _ in 0..<runs {
            let command = [
                webcontent.path, "render", "--json", "--jobs", "\(Self.jobs)", "--png-dir", scratch.url("png").path,
            ]
            let milliseconds = try ColdProcessFigure.timedRun(command + files.map(\.path), acceptedStatuses: [0, 1])
            batch.add(Double(files.count) / (milliseconds / 1000))
            let ours = try load(server.url + "/render?format=png", requests: files.count)
            serve.add(ours.throughput)
            serveLatencies += ours.latencies
            if ours.failures > 0 { failures.append("serve: \(ours.failures) answers not 200") }
            let behindToken = try load(guardedServer.url + "/render?format=png", requests: files.count, token: secret)
            guarded.add(behindToken.throughput)
            if behindToken.failures > 0 {
                failures.append("serve with token and filter: \(behindToken.failures) answers not 200")
            }
            if let peerServer {
                let theirs = try load(peerServer.url + "/", requests: files.count)
                peer.add(theirs.throughput)
                peerLatencies += theirs.latencies
                if theirs.failures > 0 { failures.append("Playwright: \(theirs.failures) answers not 200") }
            }
        }
        let detail = "\(files.count) documents, \(Self.clients) clients"
        var overBatch = Figure(.r11Batch, on: detail)
        overBatch.ours = serve.summary.map {
            .init(label: "webcontent serve --jobs \(Self.jobs), warm, 8 clients", summary: $0)
        }
        overBatch.reference = batch.summary.map {
            .init(
                label: "webcontent render --json --jobs \(Self.jobs) --png-dir DIR <files>, whole process", summary: $0)
        }
        overBatch.notes = failures
        var overPeer = Figure(.r11Peer, on: detail)
        overPeer.ours = overBatch.ours
        if python == nil { overPeer.unavailable = "no Playwright in .build-venv (make bench installs it)" }
        overPeer.reference = peer.summary.map {
            .init(
                label:
                    "Playwright + /usr/bin/chromium, \(Self.jobs) pages, set_content + full-page PNG, JS off, http(s) aborted",
                summary: $0)
        }
        overPeer.notes = [Self.percentiles("serve", serveLatencies), Self.percentiles("Playwright", peerLatencies)]
        var withGuards = Figure(.r11Guarded, on: detail)
        withGuards.ours = guarded.summary.map {
            .init(label: "serve --token-file F --remote-content allow (egress gates), bearer token", summary: $0)
        }
        withGuards.reference = overBatch.ours
        withGuards.notes = ["the requests ask for no remote content: the gates run, nothing passes through them"]
        return [overBatch, overPeer, withGuards, try memory()]
    }

    /// R11memory: the service's process tree after `total` renders against after `first`, recycling as shipped.
    private func memory() throws -> Figure {
        var figure = Figure(.r11Memory, on: "after \(memoryRenders.total) renders over after \(memoryRenders.first)")
        let server = try Server(webcontent: webcontent, arguments: ["--jobs", "\(Self.jobs)", "--queue", "256"])
        defer { server.stop() }
        _ = try load(server.url + "/render?format=png", requests: memoryRenders.first)
        let early = server.residentMiB
        let rest = try load(server.url + "/render?format=png", requests: memoryRenders.total - memoryRenders.first)
        let late = server.residentMiB
        figure.ours = .init(
            label: "RSS after \(memoryRenders.total) / after \(memoryRenders.first)",
            summary: Samples([late / max(early, 1)]).summary!)
        figure.notes = [
            String(
                format: "RSS %.0f MiB after %d renders, %.0f MiB after %d; %d answers not 200",
                early, memoryRenders.first, late, memoryRenders.total, rest.failures)
        ]
        return figure
    }

    private func load(_ url: String, requests: Int, token: String? = nil) throws -> Load {
        let script = resources.appendingPathComponent("r11-load.py").path
        var environment = CleanEnvironment.variables
        environment["R11_TOKEN"] = token
        let child = try ChildProcess(
            "/usr/bin/env", ["python3", script, url, "\(Self.clients)", "\(requests)"] + files.map(\.path),
            environment: environment)
        guard child.waitBlocking() == 0,
            let result = try JSONSerialization.jsonObject(with: Data(child.output.utf8)) as? [String: Any],
            let seconds = result["seconds"] as? Double, let latencies = result["latencies"] as? [Double],
            let statuses = result["statuses"] as? [String: Int]
        else { throw BenchError.failed("r11-load.py: \(child.errorOutput.suffix(500))") }
        let failures = statuses.filter { $0.key != "200" }.values.reduce(0, +)
        return Load(throughput: Double(requests) / seconds, latencies: latencies.map { $0 * 1000 }, failures: failures)
    }

    private static func percentiles(_ side: String, _ latencies: [Double]) -> String {
        let samples = Samples(latencies)
        return String(
            format: "%@ latency p50 %.0f ms, p99 %.0f ms over %d requests", side,
            samples.quantile(0.5) ?? 0, samples.quantile(0.99) ?? 0, latencies.count)
    }
}
