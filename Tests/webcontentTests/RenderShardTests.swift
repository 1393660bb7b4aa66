import Foundation
import Testing

@testable import webcontent

/// `--shard I/N` and `--shard-count N` with JOB_COMPLETION_INDEX: parts that are disjoint, add up to the whole,
/// and are the same on every run.
@Suite(.timeLimit(.minutes(10)))
struct RenderShardTests {
    /// Every document of the corpus by the name a batch over it reports.
    static let names: [String] = {
        InputCollector().collect([RenderCommandTests.corpus.path]).map(\.name)
    }()

    @Test(arguments: [1, 2, 3, 7])
    func partsAreDisjointAndAddUpToTheWhole(count: Int) throws {
        try #require(Self.names.count > 200, "the corpus beside the package")
        var seen: [String: Int] = [:]
        for index in 0..<count {
            let shard = RenderShard(index: index, count: count)
            for name in Self.names where shard.contains(name) {
                #expect(seen[name] == nil, "\(name) in parts \(seen[name] ?? -1) and \(index)")
                seen[name] = index
            }
        }
        #expect(seen.count == Self.names.count)
        // Balanced enough that no machine gets twice its share.
        let sizes = Dictionary(grouping: seen.values, by: { $0 }).values.map(\.count)
        #expect(sizes.allSatisfy { $0 < 2 * Self.names.count / count + 2 }, "\(sizes)")
    }

    @Test
    func thePartOfANameIsFixed() {
        // FNV-1a is specified: these stay the same on every machine, run and build.
        let emptyHash: UInt64 = 0xcbf2_9ce4_8422_2325
        let aHash: UInt64 = 0xaf63_dc4c_8601_ec8c
        #expect(RenderShard.part(of: "", count: 1_000_000) == Int(emptyHash % 1_000_000))
        #expect(RenderShard.part(of: "a", count: 1 << 32) == Int(aHash % (1 << 32)))
    }

    @Test
    func theCommandTakesItsPartFromTheFlagOrTheJobIndex() throws {
        func shard(_ arguments: [String], _ environment: [String: String] = [:]) throws -> RenderShard? {
            try RenderCommand.parse(arguments + ["x.html"]).split.resolvedShard(environment: environment)
        }
        // `--shard` counts from 1 (as Playwright, Jest and pytest do); the job index counts from 0 (as Kubernetes
        // sets it), and the two name the same parts.
        #expect(try shard(["--shard", "2/5"]) == RenderShard(index: 1, count: 5))
        #expect(try shard(["--shard", "5/5"]) == RenderShard(index: 4, count: 5))
        for number in 1...5 {
            #expect(
                try shard(["--shard", "\(number)/5"])
                    == shard(["--shard-count", "5"], ["JOB_COMPLETION_INDEX": "\(number - 1)"]))
        }
        #expect(try shard(["--shard-count", "5"], ["JOB_COMPLETION_INDEX": "0"]) == RenderShard(index: 0, count: 5))
        #expect(
            try shard(["--shard", "1", "--shard-count", "3"], ["JOB_COMPLETION_INDEX": "2"])
                == RenderShard(index: 0, count: 3))
        #expect(RenderShard(index: 0, count: 3).description == "1/3")
        #expect(try shard([]) == nil)
        for (arguments, environment) in [
            (["--shard", "0/5"], [:]), (["--shard", "6/5"], [:]), (["--shard", "a/3"], [:]), (["--shard", "1/0"], [:]),
            (["--shard", "1/2", "--shard-count", "3"], [:]), (["--shard-count", "3"], [:]),
            (["--shard-count", "3"], ["JOB_COMPLETION_INDEX": "3"]),
            (["--shard-count", "3"], ["JOB_COMPLETION_INDEX": "-1"]),
        ] as [([String], [String: String])] {
            #expect(throws: (any Error).self, "\(arguments) \(environment)") { try shard(arguments, environment) }
        }
    }
}
