import Foundation
import Testing

@testable import WebContentCore

/// Mutated route files load or fail with a described ``WebContentError``: never a trap.
@Suite(.timeLimit(.minutes(10))) struct RouteTableJSONFuzzTests {
    static let valid =
        #"{"routes":[{"name":"product","pattern":"/product/:id","hosts":["zhgchg.li","*.zhgchg.li"]},{"name":"shop","pattern":"/shop/:id/**","schemes":["https"]}]}"#

    @Test func mutatedFilesNeverTrap() {
        var generator = RouteTableFuzzing.Generator(state: 0xF11E)
        let alphabet = Array(#"{}[]":,/*.:@%?# a-z_0\"#)
        var loaded = 0
        var rejectedRules = 0
        var rejectedDocuments = 0
        for _ in 0..<1_000 {
            var text = Array(Self.valid)
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let position = Int.random(in: 0..<text.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: text[position] = alphabet.randomElement(using: &generator)!
                case 1: text.insert(alphabet.randomElement(using: &generator)!, at: position)
                default: text.remove(at: position)
                }
            }
            do {
                let table = try RouteTable(jsonData: Data(String(text).utf8))
                _ = table.match(URL(string: "https://zhgchg.li/product/1")!)
                loaded += 1
            } catch {
                let description = String(describing: error)
                #expect(description.hasPrefix("route table: "))
                switch error.code {
                case .invalidRoute: rejectedRules += 1; #expect(description.contains("routes["))
                case .malformedRouteTable: rejectedDocuments += 1
                default: Issue.record("a route table refused as \(error.code): \(error)")
                }
            }
        }
        // Mutations reach every outcome, so the loop exercises the rule checks, not only the JSON parser.
        #expect(
            loaded > 0 && rejectedRules > 0 && rejectedDocuments > 0, "\(loaded) \(rejectedRules) \(rejectedDocuments)")
    }
}
