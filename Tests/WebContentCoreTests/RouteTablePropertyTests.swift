import Foundation
import Testing
import WebContentConformance

@testable import WebContentCore

/// The compiled trie agrees with the naive one-regex-per-rule matcher on random tables and URLs.
@Suite(.timeLimit(.minutes(10))) struct RouteTablePropertyTests {
    @Test func compiledMatcherAgreesWithNaiveMatcher() throws {
        var fuzz = RouteTableFuzzing(seed: 0x5EED_0004)
        var compared = 0
        var matched = 0
        var withParameters = 0
        for _ in 0..<150 {
            let rules = fuzz.rules(count: Int.random(in: 1...12, using: &fuzz.generator))
            let table = try RouteTable(rules: rules)
            let naive = try NaiveRouteMatcher(rules: rules)
            for _ in 0..<60 {
                let url = fuzz.url()
                let expected = naive.match(url)
                let actual = table.match(url)
                #expect(actual == expected, "\(url.absoluteString) with \(rules.map(\.pattern)) \(rules.map(\.hosts))")
                if actual != expected { return }
                compared += 1
                if expected != nil { matched += 1 }
                if expected?.parameters.isEmpty == false { withParameters += 1 }
            }
        }
        // The property says something only if URLs match often, and with captures.
        #expect(compared == 9_000)
        #expect(matched > compared / 10, "matched \(matched)")
        #expect(withParameters > compared / 50, "with parameters \(withParameters)")
    }

    /// The oracle is sensitive: the same rules in reverse order (a different priority) disagree somewhere.
    @Test func comparisonDetectsAPriorityMistake() throws {
        var fuzz = RouteTableFuzzing(seed: 0x5EED_0005)
        var disagreements = 0
        for _ in 0..<50 {
            let rules = fuzz.rules(count: 8)
            let naive = try NaiveRouteMatcher(rules: rules)
            let reversed = try RouteTable(rules: rules.reversed())
            for _ in 0..<40 {
                let url = fuzz.url()
                if naive.match(url)?.name != reversed.match(url)?.name { disagreements += 1 }
            }
        }
        #expect(disagreements > 0)
    }

    @Test func bigTableStillMatchesByDeclarationOrder() throws {
        var rules = (0..<1_000).map {
            RouteRule(name: "section\($0)", pattern: "/section\($0)/:id", hosts: ["s\($0 % 50).example.com"])
        }
        rules.append(RouteRule(name: "fallback", pattern: "/**"))
        let table = try RouteTable(rules: rules)
        let naive = try NaiveRouteMatcher(rules: rules)
        for index in stride(from: 0, to: 1_000, by: 37) {
            let hit = URL(string: "https://s\(index % 50).example.com/section\(index)/\(index)")!
            let miss = URL(string: "https://s\((index + 1) % 50).example.com/section\(index)/\(index)")!
            #expect(
                table.match(hit)
                    == RouteMatch(name: "section\(index)", parameters: ["id": "\(index)"], ruleIndex: index))
            #expect(table.match(miss)?.name == "fallback")
            #expect(naive.match(hit) == table.match(hit))
            #expect(naive.match(miss) == table.match(miss))
        }
    }
}
