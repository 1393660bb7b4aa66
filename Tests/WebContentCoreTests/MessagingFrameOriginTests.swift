import Foundation
import Testing

@testable import WebContentCore

/// PageMessageRouter and iframes: a message naming a frame is answered only when its origin is listed.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct MessagingFrameOriginTests {
    struct Echo: ScriptMessageStrategy {
        let identifier = "echo"
        func receive(_ body: JSONValue) async throws -> JSONValue { body }
    }

    private func answer(_ allowed: Set<String>?, _ raw: String) async throws -> JSONValue {
        let router = PageMessageRouter(
            strategies: ScriptMessageStrategyRegistry([Echo()]), limits: .standard, allowedFrameOrigins: allowed
        ) { _ in }
        return try JSONValue(jsonString: await router.receive(raw))
    }

    private let fromFrame = #"{"batch":[{"send":"echo","payload":1}],"frame":{"origin":"https://w.example"}}"#

    @Test func aListedOriginIsAnswered() async throws {
        #expect(try await answer(["https://w.example"], fromFrame) == .array([.object(["result": .number(1)])]))
    }

    @Test func anyOtherOriginOrNoListIsRefusedWhole() async throws {
        for allowed: Set<String>? in [nil, [], ["https://w.example:8443"], ["http://w.example"]] {
            let reply = try await answer(allowed, fromFrame)
            #expect(reply["error"]?["name"]?.stringValue == "OriginNotAllowed", "\(String(describing: allowed))")
        }
    }

    @Test func aFrameWithoutAnOriginIsMalformedAndTheTopFrameNeedsNone() async throws {
        let unnamed = #"{"batch":[{"send":"echo","payload":1}],"frame":{}}"#
        #expect(try await answer(["https://w.example"], unnamed)["error"]?["name"]?.stringValue == "Malformed")
        let top = #"{"batch":[{"send":"echo","payload":2}]}"#
        #expect(try await answer(nil, top) == .array([.object(["result": .number(2)])]))
        let extra = #"{"batch":[{"send":"echo","payload":2}],"other":1}"#
        #expect(try await answer(nil, extra)["error"] != nil)
    }
}

/// Event-only messages are answered on the main actor at once; anything with a send takes the async path.
@MainActor
@Suite struct MessagingEventsNowTests {
    final class Events { var received: [PageEvent] = [] }

    @Test func eventsAreDispatchedBeforeTheCallReturns() throws {
        let events = Events()
        let router = PageMessageRouter(strategies: ScriptMessageStrategyRegistry()) { events.received.append($0) }
        let raw =
            #"{"batch":[{"event":{"type":"click","href":"https://a.example/","mainFrame":false}},{"event":{"type":"nope"}}]}"#
        let answer = try JSONValue(jsonString: try #require(router.receiveEventsNow(raw)))
        #expect(events.received == [.click(url: URL(string: "https://a.example/"), isMainFrame: false)])
        #expect(answer.arrayValue?.first == .object(["ok": .bool(true)]))
        #expect(answer.arrayValue?.last?["error"] != nil)
        #expect(router.receiveEventsNow(#"{"batch":[{"send":"x","payload":1}]}"#) == nil)
        let refused = try JSONValue(
            jsonString: try #require(
                router.receiveEventsNow(
                    #"{"batch":[{"event":{"type":"click","href":"https://a.example/","mainFrame":false}}],"frame":{"origin":"https://x.example"}}"#
                )))
        #expect(refused["error"]?["name"] == .string("OriginNotAllowed"))
        #expect(events.received.count == 1)
    }
}

/// A policy switch keeps every other setting, the frames option included.
@Suite struct ConfigurationPolicySwitchKeepsSettingsTests {
    @Test func switchingThePolicyKeepsTheBridgeFramesAndTheRest() {
        let frames = BridgeFrames.allFrames(allowedOrigins: ["https://w.example"])
        let before = WebViewConfigurator().set(bridgeFrames: frames).set(remoteContentPolicy: .block)
            .set(viewportWidth: 333).set(trust: .trusted).set(stepTimeout: .seconds(7)).build()
        let after = before.with(remoteContentPolicy: .allow)
        #expect(after.remoteContentPolicy == .allow)
        #expect(after.bridgeFrames == frames)
        #expect(after.viewportWidth == 333 && after.trust == .trusted && after.stepTimeout == .seconds(7))
    }
}
