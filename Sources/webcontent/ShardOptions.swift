import ArgumentParser
import Foundation

/// Which part of its inputs a `webcontent render` run renders, for batches split across machines: `--shard I/N`, or
/// the Kubernetes Indexed Job's index of `--shard-count N` parts.
struct ShardOptions: ParsableArguments, Sendable {
    @Option(
        help: ArgumentHelp(
            "Render only part I of N of the inputs, counted from 1 like Playwright's --shard (1/3, 2/3, 3/3): a stable split by input name, so N machines given the same inputs render disjoint parts that add up to the whole.",
            valueName: "I/N"))
    var shard: String?

    @Option(
        help: ArgumentHelp(
            "Split into N parts and render the one JOB_COMPLETION_INDEX names (a Kubernetes Indexed Job, counted from 0 as Kubernetes sets it: index 0 is --shard 1/N), unless --shard says which.",
            valueName: "N"))
    var shardCount: Int?

    func validate() throws {
        // The job index is read when the command runs; here only what the flags say alone.
        if shard != nil || shardCount == nil { _ = try resolvedShard(environment: [:]) }
    }

    /// The part of the inputs to render: --shard, else JOB_COMPLETION_INDEX of --shard-count parts, else all.
    func resolvedShard(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> RenderShard? {
        if let shardCount, !(1...100_000).contains(shardCount) {
            throw ValidationError("--shard-count must be between 1 and 100000")
        }
        if let shard {
            guard let parsed = RenderShard.parse(shard, count: shardCount),
                shardCount == nil || parsed.count == shardCount
            else { throw ValidationError("--shard must be I/N with 1 <= I <= N (counted from 1), not '\(shard)'") }
            return parsed
        }
        guard let shardCount else { return nil }
        guard let index = environment["JOB_COMPLETION_INDEX"] else {
            throw ValidationError("--shard-count needs --shard I/N or JOB_COMPLETION_INDEX in the environment")
        }
        guard let parsed = RenderShard.jobIndex(index, count: shardCount) else {
            throw ValidationError(
                "JOB_COMPLETION_INDEX must be a whole number from 0 to \(shardCount - 1), not '\(index)'")
        }
        return parsed
    }
}
