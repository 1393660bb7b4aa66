import Foundation
import WebContentConformance

@testable import WebContentCore

/// Random route tables and URLs from a small vocabulary, so rules and URLs collide often. Seeded: reproducible.
struct RouteTableFuzzing {
    typealias Generator = SeededGenerator

    var generator: Generator

    init(seed: UInt64) { generator = Generator(state: seed) }

    private static let literals = ["a", "b", "product", "shop"]
    private static let hostPatterns = ["a.com", "*.a.com", "b.a.com", "*.b.a.com", "c.net", "*.net"]
    private static let hosts = [
        "a.com", "b.a.com", "x.b.a.com", "a.com.evil.net", "c.net", "C.NET.", "xa.com", "A.Com",
    ]
    private static let extraSegments = ["1", "zz", "a%2Fb", "%25", "caf%C3%A9"]

    mutating func rules(count: Int) -> [RouteRule] {
        (0..<count).map { index in
            var segments: [String] = []
            let length = Int.random(in: 0...4, using: &generator)
            for position in 0..<length {
                let roll = Int.random(in: 0..<10, using: &generator)
                if roll < 6 {
                    segments.append(Self.literals.randomElement(using: &generator)!)
                } else if roll < 8 {
                    segments.append(":p\(position)")
                } else if roll < 9 || position < length - 1 {
                    segments.append("*")
                } else {
                    segments.append("**")
                }
            }
            let hosts: [String]? =
                Bool.random(using: &generator)
                ? nil
                : Array(Self.hostPatterns.shuffled(using: &generator).prefix(Int.random(in: 1...2, using: &generator)))
            let schemeRoll = Int.random(in: 0..<10, using: &generator)
            let schemes: [String]? = schemeRoll < 7 ? nil : (schemeRoll < 9 ? ["myapp"] : ["https"])
            return RouteRule(
                name: "r\(index)", pattern: "/" + segments.joined(separator: "/"), hosts: hosts, schemes: schemes)
        }
    }

    mutating func url() -> URL {
        let scheme = ["http", "https", "https", "myapp", "ftp"].randomElement(using: &generator)!
        let host = Self.hosts.randomElement(using: &generator)!
        let count = Int.random(in: 0...5, using: &generator)
        let segments = (0..<count).map { _ in
            Int.random(in: 0..<4, using: &generator) == 0
                ? Self.extraSegments.randomElement(using: &generator)!
                : Self.literals.randomElement(using: &generator)!
        }
        let trailing = Bool.random(using: &generator) ? "/" : ""
        let text = "\(scheme)://\(host)/" + segments.joined(separator: "/") + (segments.isEmpty ? "" : trailing)
        return URL(string: text)!
    }
}
