#if canImport(WebContentGTK)
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
        var figure = Figure(
            key: "R2rtt", title: "bridge call round trip vs bare evaluate-JS", unit: "ms",
            goal: .atMost(1.3), subject: .oursOverReference)
        let engine = warm.engine
        let arguments: [String: JSONValue] = ["name": .string("bench.echo"), "payload": .object(["ping": .number(1)])]
        // Warm both paths before measuring.
        for _ in 0..<5 {
            _ = try await engine.callAsyncJavaScript(BridgeInvocation.body, arguments: arguments, in: .content, timeout: .seconds(5))
            _ = try await engine.evaluateJavaScript("1", in: .content, timeout: .seconds(5))
        }
        var ours = Samples()
        var reference = Samples()
        var wrong = 0
        for _ in 0..<settings.rttCalls {
            let start = ContinuousClock.now
            let echoed = try await engine.callAsyncJavaScript(
                BridgeInvocation.body, arguments: arguments, in: .content, timeout: .seconds(5))
            ours.add(milliseconds(since: start))
            if echoed["ping"]?.doubleValue != 1 { wrong += 1 }
            let bareStart = ContinuousClock.now
            _ = try await engine.evaluateJavaScript("1", in: .content, timeout: .seconds(5))
            reference.add(milliseconds(since: bareStart))
        }
        if let summary = ours.summary {
            figure.ours = .init(label: "callAsyncJavaScript(BridgeInvocation.body) -> WebContentBridge.invoke('bench.echo', {ping: 1})", summary: summary)
        }
        if let summary = reference.summary {
            figure.reference = .init(label: "evaluateJavaScript(\"1\") in the same world", summary: summary)
        }
        figure.notes.append("\(settings.rttCalls) calls per side, alternating; wrong echoes: \(wrong)")
        return figure
    }

    /// A page-to-Swift burst batched by the bridge against one postMessage per message.
    func throughput() async throws -> Figure {
        var figure = Figure(
            key: "R2throughput", title: "page-to-Swift burst: batched bridge sends vs one postMessage each",
            unit: "msg/s", goal: .atLeast(1.5), subject: .throughputRatio)
        let engine = warm.engine
        let count = settings.burstSize
        var ours = Samples()
        var reference = Samples()
        var verified = 0
        var broken = 0
        var run = 0
        func burst(_ body: String) async throws -> Double {
            run += 1
            let start = ContinuousClock.now
            let answered = try await engine.callAsyncJavaScript(
                body, arguments: ["count": .number(Double(count)), "run": .number(Double(run))],
                in: .content, timeout: .seconds(60))
            let elapsed = milliseconds(since: start)
            if answered.intValue == count && counter.checkAndReset(run: run, count: count) {
                verified += 1
            } else {
                broken += 1
            }
            return Double(count) / (elapsed / 1000)
        }
        let bridged = "return await WCKBench.burstBridge(count, run);"
        let bare = "return await WCKBench.burstBare(count, run);"
        _ = try await burst(bridged)
        _ = try await burst(bare)
        (verified, broken) = (0, 0)
        for _ in 0..<settings.bursts {
            ours.add(try await burst(bridged))
            reference.add(try await burst(bare))
        }
        if let summary = ours.summary {
            figure.ours = .init(label: "\(count) x WebContentBridge.send in one task (batched per task)", summary: summary)
        }
        if let summary = reference.summary {
            figure.reference = .init(label: "\(count) x webkit.messageHandlers.wck.postMessage, one message each", summary: summary)
        }
        figure.notes.append("\(settings.bursts) bursts per side, alternating; timed from Swift until every reply arrived in the page")
        figure.notes.append("bursts with every message delivered once and in order (counted by a Swift strategy): \(verified) of \(verified + broken)")
        if broken > 0 { figure.notes.append("DELIVERY CHECK FAILED in \(broken) bursts") }
        return figure
    }
}
#endif
