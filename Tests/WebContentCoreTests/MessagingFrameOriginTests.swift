import Foundation
import Testing
@testable import WebContentCore

/// PageMessageRouter and iframes: a message naming a frame is answered only when its origin is listed.
@MainActor
@Suite struct MessagingFrameOriginTests {
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
