#if os(Linux)
import BridgeFuzz
import WebContentCore

/// The large run of the bridge fuzz (`BridgeFuzz.soak`; `BridgeFuzzTests` sends `BridgeFuzz.ci`, the same seeds).
///
/// Every message posted by a buggy or hostile content-world script settles, the host stays up, and the bridge
/// still answers afterwards. Run on a warm module's shell, the page the product renders into.
@MainActor
struct SoakFuzz {
    let document: CorpusDocument
    let size: BridgeFuzz.Size

    func run() async throws -> SoakResults.Fuzz {
        let warm = try await BenchEngines.warmModule(
            BenchEngines.contentConfiguration(strategies: [BridgeFuzz.Echo()]), first: document)
        var result = SoakResults.Fuzz(raw: size.raw, sends: size.sends, calls: size.calls)
        do {
            let outcome = try await BridgeFuzz.run(on: warm.engine, size: size, timeout: .seconds(1800))
            result.rawSettled = BridgeFuzz.count(outcome.raw, "settled")
            result.rawAnswered = BridgeFuzz.count(outcome.raw, "answered")
            result.sendsSettled = BridgeFuzz.count(outcome.sends, "settled")
            result.goodEchoed = BridgeFuzz.count(outcome.sends, "goodEchoed")
            result.callsSettled = BridgeFuzz.count(outcome.calls, "settled")
            result.callsRejected = BridgeFuzz.count(outcome.calls, "rejected")
            result.elapsedMs = outcome.rawMilliseconds + outcome.sendsMilliseconds + outcome.callsMilliseconds
            let echoed = try await warm.engine.callAsyncJavaScript(
                "return await WebContentBridge.send('echo', {after: true});", arguments: [:], in: .content,
                timeout: .seconds(10))
            result.bridgeAnswersAfter = echoed == .object(["after": .bool(true)])
        } catch {
            result.error = "\(error)"
        }
        await warm.close()
        result.met =
            result.error == nil && result.rawSettled == size.raw && result.rawAnswered == size.raw
            && result.sendsSettled == size.sends && result.goodEchoed == size.sends / 10
            && result.callsSettled == size.calls && result.callsRejected == size.calls && result.bridgeAnswersAfter
        return result
    }
}
#endif
