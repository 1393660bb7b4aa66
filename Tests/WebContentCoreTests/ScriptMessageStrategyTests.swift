import Foundation
import Testing

@testable import WebContentCore

/// Typed strategies decode their payloads, reject bad ones with a clear error, and never crash.
@Suite(.timeLimit(.minutes(10))) struct ScriptMessageStrategyTests {
    /// Collects what the sinks receive.
    actor Inbox {
        var pages: [PageScriptMessageStrategy.Message] = []
        var texts: [String] = []
        func add(_ message: PageScriptMessageStrategy.Message) { pages.append(message) }
        func add(_ text: String) { texts.append(text) }
    }

    struct Resize: TypedScriptMessageStrategy {
        struct Payload: Decodable, Sendable { let width: Int; let height: Int }
        let identifier = "resize"
        func handle(_ payload: Payload) async throws -> Int? {
            payload.width > 0 ? payload.width * payload.height : nil
        }
    }

    private static func registry(_ inbox: Inbox) -> ScriptMessageStrategyRegistry {
        ScriptMessageStrategyRegistry([
            PageScriptMessageStrategy(sink: { await inbox.add($0) }),
            UserScriptMessageStrategy(sink: { await inbox.add($0) }),
            Resize(),
        ])
    }

    @Test func typedPayloadDecodesAndRepliesOptionally() async throws {
        let registry = Self.registry(Inbox())
        #expect(
            try await registry.dispatch("resize", body: try JSONValue(jsonString: #"{"width":3,"height":4}"#))
                == .number(12))
        #expect(
            try await registry.dispatch("resize", body: try JSONValue(jsonString: #"{"width":0,"height":4}"#)) == .null)
    }

    @Test(arguments: [
        (#"{"width":"3","height":4}"#, "payload.width is not Int"),
        (#"{"height":4}"#, "has no \"width\""),
        (#"[1,2]"#, "the payload"),
        (#"null"#, "the payload"),
        (#"{"width":3.5,"height":4}"#, "payload"),
    ])
    func malformedPayloadIsAClearError(json: String, fragment: String) async throws {
        let registry = Self.registry(Inbox())
        let body = try JSONValue(jsonString: json)
        await #expect {
            _ = try await registry.dispatch("resize", body: body)
        } throws: { error in
            guard let error = error as? WebContentError, error.code == .malformedPayload else { return false }
            return error.name == "resize" && error.message.contains(fragment)
                && String(describing: error).contains("resize")
        }
    }

    @Test func unknownNameIsRejected() async {
        await #expect(throws: WebContentError.unknownScriptMessage("nope")) {
            _ = try await Self.registry(Inbox()).dispatch("nope", body: .null)
        }
    }

    @Test func pageStrategyForwardsTheSeedsMessagesToItsSink() async throws {
        let inbox = Inbox()
        let registry = Self.registry(inbox)
        let reply = try await registry.dispatch("page", body: .string("Close"))
        #expect(reply == .object(["accepted": .bool(true), "action": .string("close")]))
        _ = try await registry.dispatch("page", body: try JSONValue(jsonString: #"{"action":"setTitle","title":"Hi"}"#))
        #expect(await inbox.pages == [.init(action: .close), .init(action: .setTitle, title: "Hi")])
        let noTitle = await #expect(throws: WebContentError.self) {
            _ = try await registry.dispatch("page", body: try JSONValue(jsonString: #"{"action":"setTitle"}"#))
        }
        let unknownAction = await #expect(throws: WebContentError.self) {
            _ = try await registry.dispatch("page", body: .string("self-destruct"))
        }
        for error in [noTitle, unknownAction] {
            #expect(error.map { Self.scriptMessageCodes.contains($0.code) } == true, "\(String(describing: error))")
        }
        #expect(await inbox.pages.count == 2)
    }

    @Test func userStrategyForwardsTextAndCapsIt() async throws {
        let inbox = Inbox()
        let registry = Self.registry(inbox)
        #expect(
            try await registry.dispatch("user", body: .string("Hello"))
                == .object(["received": .number(5), "truncated": .bool(false)]))
        let long = String(repeating: "x", count: UserScriptMessageStrategy.maxLength + 10)
        #expect(try await registry.dispatch("user", body: .string(long))["truncated"] == .bool(true))
        #expect(await inbox.texts.map(\.count) == [5, UserScriptMessageStrategy.maxLength])
    }

    /// The codes a refused script message carries.
    static let scriptMessageCodes: Set<WebContentError.Code> = [
        .unknownScriptMessage, .malformedPayload, .unencodableReply,
    ]

    /// Random JSON at every strategy: each answers or throws a script-message refusal, never traps.
    @Test func arbitraryBodiesNeverCrash() async {
        var generator = RouteTableFuzzing.Generator(state: 42)
        let registry = Self.registry(Inbox())
        for _ in 0..<300 {
            let body = Self.randomJSON(depth: 0, &generator)
            for name in ["page", "user", "resize"] {
                do {
                    _ = try await registry.dispatch(name, body: body)
                } catch {
                    #expect(
                        (error as? WebContentError).map { Self.scriptMessageCodes.contains($0.code) } == true,
                        "\(error)")
                }
            }
        }
    }

    private static func randomJSON(depth: Int, _ generator: inout RouteTableFuzzing.Generator) -> JSONValue {
        let words = [
            "close", "Close", "setTitle", "reload", "action", "title", "width", "height", "", "\u{0}", "\u{2028}",
        ]
        switch Int.random(in: 0..<(depth > 2 ? 4 : 6), using: &generator) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &generator))
        case 2: return .number([0, -1, 3, 1e300, 0.5].randomElement(using: &generator)!)
        case 3: return .string(words.randomElement(using: &generator)!)
        case 4:
            return .array(
                (0..<Int.random(in: 0...3, using: &generator)).map { _ in randomJSON(depth: depth + 1, &generator) })
        default:
            var members: [String: JSONValue] = [:]
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                members[words.randomElement(using: &generator)!] = randomJSON(depth: depth + 1, &generator)
            }
            return .object(members)
        }
    }
}
