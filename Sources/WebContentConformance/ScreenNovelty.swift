import Foundation

/// Whether each screen of a scroll shows something not shown before, from the pictures alone: the share of a
/// screen's painted rows (``WindowPicture/rowPrints(columns:rows:)``) that no earlier screen held.
///
/// A column that moves on by most of a page shows mostly rows never seen (what stays is the line of context kept
/// at the top); one that jumps back to where it was shows rows seen before, however it got there.
public struct ScreenNovelty: Sendable {
    private var seen = Set<Int>()

    /// No screen seen yet.
    public init() {}

    /// The share (0 to 1) of `rows` not in any screen added before, then adds them; 0 for a screen with no
    /// painted row.
    public mutating func add(_ rows: [Int]) -> Double {
        guard !rows.isEmpty else { return 0 }
        let new = rows.filter { !seen.contains($0) }.count
        seen.formUnion(rows)
        return Double(new) / Double(rows.count)
    }
}
