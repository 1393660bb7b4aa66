import Foundation
import Testing
import WebContentConformance

@testable import WebContentCore

/// 100,000 hostile messages: random JSON, random bytes, huge strings, lone surrogates, NUL, U+2028.
/// Every one is answered with JSON (a result, an acknowledgement or an error); none crashes.
///
/// Off the main actor on purpose: the router runs off it, and a loop there would starve the main-actor suites
/// running alongside under `swift test`'s parallel default; it yields now and then to share the cooperative pool.
@Suite(.timeLimit(.minutes(10))) struct MessagingFuzzTests {
    typealias SplitMix = SeededGenerator

    struct Echo: ScriptMessageStrategy {
        let identifier = "echo"
        func receive(_ body: JSONValue) async throws -> JSONValue { body }
    }

    private static let pieces = [
        "\\ud800", "\\udfff", "\\ud83d\\ude00", "\u{2028}", "\u{2029}", "\\u0000", "\u{0}", "\u{1}", "\"", "\\",
        "</script>", "é", "😀", "\u{FEFF}", "\\n", "'", "{", "]", ":", ",", "null", "1e309", "-0", "true",
    ]

    private static func randomString(_ rng: inout SplitMix) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0..<12, using: &rng) {
            text +=
                Bool.random(using: &rng)
                ? pieces.randomElement(using: &rng)! : String(UnicodeScalar(UInt8.random(in: 32..<127, using: &rng)))
        }
        return text
    }

    private static func randomJSON(_ rng: inout SplitMix, depth: Int) -> String {
        switch Int.random(in: 0..<(depth > 4 ? 4 : 7), using: &rng) {
        case 0: return "null"
        case 1: return Bool.random(using: &rng) ? "true" : "false"
        case 2: return String(Double.random(in: -1e9...1e9, using: &rng))
        case 3: return "\"" + randomString(&rng) + "\""
        case 4:
            let items = (0..<Int.random(in: 0..<4, using: &rng)).map { _ in randomJSON(&rng, depth: depth + 1) }
            return "[" + items.joined(separator: ",") + "]"
        default:
            let keys = [
                "event", "send", "batch", "payload", "type", "url", "generation", "width", "height", "kind", "href",
            ]
            let members = (0..<Int.random(in: 0..<4, using: &rng)).map { _ in
                "\"\(keys.randomElement(using: &rng)!)\":" + randomJSON(&rng, depth: depth + 1)
            }
            return "{" + members.joined(separator: ",") + "}"
        }
    }

    private static func message(_ rng: inout SplitMix, huge: String) -> String {
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<30:
            return randomJSON(&rng, depth: 0)
        case 30..<45:
            let bytes = (0..<Int.random(in: 0..<64, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            return String(decoding: bytes, as: UTF8.self)
        case 45..<60:
            return #"{"send":"echo","payload":""# + randomString(&rng) + #""}"#
        case 60..<75:
            let types = ["click", "tap", "size", "remoteBlocked", "?"]
            return #"{"event":{"type":""# + types.randomElement(using: &rng)! + #"","url":""# + randomString(&rng)
                + #"","kind":"image","width":"# + randomJSON(&rng, depth: 3) + #","generation":"#
                + randomJSON(&rng, depth: 3) + "}}"
        case 75..<90:
            let items = (0..<Int.random(in: 0..<8, using: &rng)).map { _ in
                Bool.random(using: &rng)
                    ? #"{"send":"echo","payload":"# + randomJSON(&rng, depth: 2) + "}" : randomJSON(&rng, depth: 2)
            }
            return #"{"batch":["# + items.joined(separator: ",") + "]}"
        case 90..<99:
            var text = randomJSON(&rng, depth: 0)
            if !text.isEmpty {
                let cut = text.index(text.startIndex, offsetBy: Int.random(in: 0..<text.count, using: &rng))
                text.insert(contentsOf: pieces.randomElement(using: &rng)!, at: cut)
            }
            return text
        default:
            return huge
        }
    }

    @Test func hundredThousandHostileMessagesAreAllAnswered() async throws {
        let router = PageMessageRouter(strategies: ScriptMessageStrategyRegistry([Echo()])) { _ in }
        var rng = SplitMix(state: 0x5EED)
        let huge =
            #"{"send":"echo","payload":""#
            + String(repeating: "\u{2028}x", count: PageMessageLimits.standard.maxBytes / 3) + #""}"#
        var accepted = 0
        var rejected = 0
        for iteration in 0..<100_000 {
            if iteration % 64 == 0 { await Task.yield() }
            let raw = Self.message(&rng, huge: huge)
            let reply = try PageMessageParser.parse(await router.receive(raw), limits: .standard)
            switch reply {
            case .array:
                accepted += 1
            case .object(let members) where members["error"] != nil:
                rejected += 1
            case .object(let members) where members["ok"] != nil || members["result"] != nil:
                accepted += 1
            default:
                Issue.record("unexpected answer \(reply) to \(raw.prefix(200))")
            }
        }
        #expect(accepted + rejected == 100_000)
        // Both outcomes happen: the fuzz reaches the handlers and the defences.
        #expect(accepted > 5_000)
        #expect(rejected > 5_000)
    }
}
