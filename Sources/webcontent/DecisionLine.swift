import Foundation
import WebContentCore
import WebContentLinks

/// One line of `webcontent decide` output, with its keys in the documented order.
struct DecisionLine {
    let url: String
    let verdict: NavigationVerdict

    var json: String {
        var route: String?
        var params: [String: String] = [:]
        var target: String?
        var risks: [LinkRisk] = []
        let decision: String
        switch verdict.decision {
        case .allow:
            decision = "allow"
        case .cancel:
            decision = "cancel"
        case .route(.native(let screen, let parameters, _)):
            decision = "cancel"
            (route, params, target) = (screen, parameters, "native")
        case .route(.browser):
            decision = "cancel"
            target = "browser"
        case .route(.deeplink):
            decision = "cancel"
            target = "deeplink"
        case .route(.confirm(_, let found)):
            decision = "cancel"
            (target, risks) = ("confirm", found)
        }
        let members: [(String, String)] = [
            ("url", Self.quote(url)),
            ("decision", Self.quote(decision)),
            ("handler", Self.quote(verdict.handler)),
            ("route", route.map(Self.quote) ?? "null"),
            (
                "params",
                "{"
                    + params.sorted { $0.key < $1.key }.map { Self.quote($0.key) + ":" + Self.quote($0.value) }.joined(
                        separator: ",") + "}"
            ),
            ("target", target.map(Self.quote) ?? "null"),
            ("risks", "[" + risks.map { Self.quote($0.rawValue) }.joined(separator: ",") + "]"),
        ]
        return "{" + members.map { Self.quote($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    /// A JSON string literal, escaped by the JSON encoder.
    private static func quote(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        let data = (try? encoder.encode(text)) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
