import Foundation
import WebContentCore

extension ContentModuleConformance {
    /// A send the page posts exactly as bridge.js does reaches its strategy, and the strategy's reply reaches the
    /// page; a send with no reply wanted (the WebViewJavascriptBridge facade) reaches its strategy too.
    public func aPageSendReachesItsStrategyAndBringsItsReplyBack() async throws {
        let log = PageSendLog()
        let configuration = WebViewConfiguration { $0.scriptMessageStrategies = log.strategies(["echo", "note"]) }
        try await withModule(configuration) { module, engine, _, _ in
            _ = try await module.renderAndWait(Self.block(120)).get()
            let payload = JSONValue.object([
                "text": .string("</script> \u{2028} \"quoted\" 'single' \\ 🧪"), "n": .number(3),
                "list": .array([.bool(true), .null]),
            ])
            let reply = try await harness.page.send("echo", payload: payload, in: engine)
            try require(reply == .object(["echo": payload]), "the page got \(reply)")
            try require(log.received["echo"] == [payload], "echo received \(log.received)")

            try await harness.page.notify("note", payload: .string("no reply wanted"), in: engine)
            try require(
                await eventually { log.received["note"] == [.string("no reply wanted")] },
                "note received \(log.received)")
        }
    }

    /// A bridge call whose payload holds NaN is refused with `invalidInput`, never sent as `null`.
    public func aBridgeCallWithNaNIsInvalidInput() async throws {
        try await withModule { module, engine, _, _ in
            _ = try await module.renderAndWait(Self.block(120)).get()
            for payload in [JSONValue.number(.nan), .object(["deep": .array([.number(.infinity)])])] {
                do {
                    let answer = try await engine.callBridge(
                        RenderStepName.measure, payload: payload, timeout: .seconds(5))
                    throw ConformanceFailure("\(payload) was sent; the page answered \(answer)")
                } catch let error as WebContentError {
                    guard error.code == .invalidInput else {
                        throw ConformanceFailure("\(payload) failed with \(error)")
                    }
                }
            }
            // Control: the same call with a number JSON carries is answered.
            let measured = try await engine.callBridge(
                RenderStepName.measure, payload: .object([:]), timeout: .seconds(5))
            try require(measured["height"]?.doubleValue != nil, "the control call answered \(measured)")
        }
    }
}
