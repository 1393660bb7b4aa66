#if os(Linux)
import WebContentCore
import WebContentGTK

/// R2rtt and R2throughput: the bridge against the bare engine primitives, in one warm engine.
@MainActor
struct BridgeFigures {
    let warm: WarmModule
    let counter: BurstCounter
    let settings: BenchSettings

    /// A bridge call to an echo handler against a bare evaluate-JS round trip.
    func roundTrip() async throws -> Figure {
        var figure = Figure(.r2RoundTrip)
        let engine = warm.engine
        let payload: JSONValue = .object(["ping": .number(1)])
        // Warm both paths before measuring.
        for _ in 0..<5 {
            _ = try await engine.callBridge("bench.echo", payload: payload, timeout: .seconds(5))
            _ = try await engine.evaluateJavaScript("1", in: .content, timeout: .seconds(5))
        }
        var ours = Samples()
        var reference = Samples()
        var wrong = 0
        var plainCall = Samples()
        for _ in 0..<settings.rttCalls {
            // The engine's own async-function call with the same argument, no bridge: the transport calls used before.
            let plainStart = ContinuousClock.now
            _ = try await engine.callAsyncJavaScript(
                "return payload;", arguments: ["payload": .object(["ping": .number(1)])], in: .content,
                timeout: .seconds(5))
            plainCall.add(milliseconds(since: plainStart))
            let start = ContinuousClock.now
            let echoed = try await engine.callBridge("bench.echo", payload: payload, timeout: .seconds(5))
            ours.add(milliseconds(since: start))
            if echoed["ping"]?.doubleValue != 1 { wrong += 1 }
            let bareStart = ContinuousClock.now
            _ = try await engine.evaluateJavaScript("1", in: .content, timeout: .seconds(5))
            reference.add(milliseconds(since: bareStart))
        }
        if let summary = ours.summary {
            figure.ours = .init(
                label: "callBridge('bench.echo', {ping: 1}) over the parked channel message", summary: summary)
        }
        if let summary = reference.summary {
            figure.reference = .init(label: "evaluateJavaScript(\"1\") in the same world", summary: summary)
        }
        figure.notes.append("\(settings.rttCalls) calls per side, alternating; wrong echoes: \(wrong)")
        let plain = plainCall.median ?? 0
        figure.notes.append(
            "the engine's bare callAsyncJavaScript(\"return payload;\") with the same argument, measured in the same rotation: median \(Format.number(plain)) ms, \(Format.number(plain / max(reference.median ?? 1, 1e-9)))x evaluate-JS (the transport bridge calls used before the channel)"
        )
        return figure
    }

    /// A page-to-Swift burst batched by the bridge against one postMessage per message.
    func throughput() async throws -> Figure {
        var figure = Figure(.r2Throughput)
        let engine = warm.engine
        let count = settings.burstSize
        var ours = Samples()
        var reference = Samples()
        var problems: [String: [String]] = [:]
        var run = 0
        func burst(_ side: String, _ body: String) async throws -> Double {
            run += 1
            let start = ContinuousClock.now
            let answered = try await engine.callAsyncJavaScript(
                body, arguments: ["count": .number(Double(count)), "run": .number(Double(run))],
                in: .content, timeout: .seconds(60))
            let elapsed = milliseconds(since: start)
            let problem =
                answered.intValue == count
                ? counter.check(run: run, count: count) : "the page saw \(answered) replies of \(count)"
            if let problem { problems[side, default: []].append(problem) }
            return Double(count) / (elapsed / 1000)
        }
        let bridged = "return await WCKBench.burstBridge(count, run);"
        let bare = "return await WCKBench.burstBare(count, run);"
        _ = try await burst("warm-up", bridged)
        _ = try await burst("warm-up", bare)
        for _ in 0..<settings.bursts {
            ours.add(try await burst("bridge", bridged))
            reference.add(try await burst("bare", bare))
        }
        if let summary = ours.summary {
            figure.ours = .init(
                label: "\(count) x WebContentBridge.send in one task (batched per task)", summary: summary)
        }
        if let summary = reference.summary {
            figure.reference = .init(
                label: "\(count) x webkit.messageHandlers.wck.postMessage, one message each", summary: summary)
        }
        figure.notes.append(
            "\(settings.bursts) bursts per side, alternating; timed from Swift until every reply arrived in the page")
        for side in ["bridge", "bare"] {
            let failed = problems[side] ?? []
            figure.notes.append(
                "\(side): bursts with every message delivered once and in order (checked by a Swift strategy): \(settings.bursts - failed.count) of \(settings.bursts)"
                    + (failed.first.map { "; first problem: \($0)" } ?? ""))
        }
        return figure
    }
}
#endif
