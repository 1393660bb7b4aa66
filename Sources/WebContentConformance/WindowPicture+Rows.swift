import Foundation

extension WindowPicture {
    /// One value per row of `columns` by `rows` that holds at least three colours, from every pixel of that row:
    /// two rows showing the same thing (a line of text at the same place across) give the same value.
    ///
    /// Rows of one or two colours (a background, a box on it, the space between lines) are left out: they look the
    /// same whatever part of a document shows. Anti-aliased text gives a row many.
    public func rowPrints(columns: Range<Int>, rows: Range<Int>) -> [Int] {
        let (columns, rows) = (columns.clamped(to: 0..<width), rows.clamped(to: 0..<height))
        guard let first = columns.first else { return [] }
        return data.withUnsafeBytes { bytes in
            rows.compactMap { row -> Int? in
                let start = pixelOffset + row * bytesPerLine
                let colour = { (x: Int) in
                    bytes.loadUnaligned(fromByteOffset: start + x * 4, as: UInt32.self) & 0xFF_FFFF
                }
                var colours: Set<UInt32> = [colour(first)]
                var hasher = Hasher()
                for x in columns {
                    let pixel = colour(x)
                    if colours.count < 3 { colours.insert(pixel) }
                    hasher.combine(pixel)
                }
                return colours.count < 3 ? nil : hasher.finalize()
            }
        }
    }
}
