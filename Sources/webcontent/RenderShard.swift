import Foundation

/// One of N disjoint parts of a batch, so N machines given the same inputs render the whole batch between them.
///
/// An input belongs to the part its name hashes to (FNV-1a, 64 bits, of the name as the report spells it), so
/// the split is the same on every machine and run, needs no coordination, and an input added to the batch
/// later moves no other input to another part.
struct RenderShard: Sendable, Equatable, CustomStringConvertible {
    /// This part, from 0.
    let index: Int
    /// How many parts the batch is split into.
    let count: Int

    var description: String { "\(index)/\(count)" }

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

    /// Reads `I/N` (0 <= I < N), or an index alone (from JOB_COMPLETION_INDEX) with `count` given apart.
    static func parse(_ text: String, count: Int? = nil) -> RenderShard? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        let index: Int?
        let total: Int?
        switch parts.count {
        case 2: (index, total) = (Int(parts[0]), Int(parts[1]))
        case 1: (index, total) = (Int(parts[0]), count)
        default: return nil
        }
        guard let index, let total, total >= 1, total <= 100_000, (0..<total).contains(index) else { return nil }
        return RenderShard(index: index, count: total)
    }
}
