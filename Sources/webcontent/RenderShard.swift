import Foundation

/// One of N disjoint parts of a batch, so N machines given the same inputs render the whole batch between them.
///
/// An input belongs to the part its name hashes to (FNV-1a, 64 bits, of the name as the report spells it), so
/// the split is the same on every machine and run, needs no coordination, and an input added to the batch
/// later moves no other input to another part.
struct RenderShard: Sendable, Equatable, CustomStringConvertible {
    /// This part, from 0 (as Kubernetes numbers an Indexed Job's pods); `--shard` counts from 1.
    let index: Int
    /// How many parts the batch is split into.
    let count: Int

    /// As `--shard` spells it: from 1, like Playwright's, Jest's and pytest's splitters.
    var description: String { "\(index + 1)/\(count)" }

    /// Whether the input named `name` is this part's to render.
    func contains(_ name: String) -> Bool {
        Self.part(of: name, count: count) == index
    }

    /// The part `name` belongs to among `count`.
    static func part(of name: String, count: Int) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return Int(hash % UInt64(count))
    }

    /// Reads `--shard I/N` (1 <= I <= N, as Playwright, Jest and pytest count), or `I` alone with `count` given apart.
    static func parse(_ text: String, count: Int? = nil) -> RenderShard? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        let number: Int?
        let total: Int?
        switch parts.count {
        case 2: (number, total) = (Int(parts[0]), Int(parts[1]))
        case 1: (number, total) = (Int(parts[0]), count)
        default: return nil
        }
        guard let number, let total, total >= 1, total <= 100_000, (1...total).contains(number) else { return nil }
        return RenderShard(index: number - 1, count: total)
    }

    /// Reads a Kubernetes Indexed Job's `JOB_COMPLETION_INDEX` (0 <= I < N) of `count` parts.
    static func jobIndex(_ text: String, count: Int) -> RenderShard? {
        guard let index = Int(text), count >= 1, count <= 100_000, (0..<count).contains(index) else { return nil }
        return RenderShard(index: index, count: count)
    }
}
