/// Heights already measured, by content, width and text size: a message opened or rendered again takes its
/// place at once, so nothing above the viewport moves when it comes back.
struct MessageHeights: Sendable {
    /// A measured height's key: the same content at the same width and text size lays out the same.
    struct Key: Hashable, Sendable {
        let content: Int
        let width: Int
        let textScale: Int

        init(html: String, width: Double, textScale: Double) {
            content = html.hashValue
            self.width = Int(width.rounded())
            self.textScale = Int((textScale * 100).rounded())
        }
    }

    private var measured: [Key: Double] = [:]

    subscript(key: Key) -> Double? {
        get { measured[key] }
        set { measured[key] = newValue }
    }

    /// A placeholder's height for a message never measured at `width`: the median of those measured at it, or
    /// 400 px before any (a guess that keeps a column of unmeasured messages from starting as one screen).
    func estimate(width: Double) -> Double {
        let atWidth = measured.filter { $0.key.width == Int(width.rounded()) }.map(\.value).sorted()
        return atWidth.isEmpty ? 400 : atWidth[atWidth.count / 2]
    }
}
