import Foundation

/// Reads a text's contrast from two snapshots of the same page: one as painted, one with the text transparent.
///
/// The pixels that differ between them are the text's; what the second snapshot shows there is what is behind
/// it, whatever painted that (a gradient, an image backdrop, an inset shadow, a translucent layer), so nothing has
/// to be known about how the page was styled. The text's colour is its strongest pixel (a glyph's core, not an
/// anti-aliased edge; a text too small to paint a core is not read); each stretch of a line about as wide as it is tall reads the median of that colour against
/// the backgrounds under its glyphs, and the text reads the lowest stretch: a button whose gradient turns pale
/// under half its label reads at that half.
struct PaintedContrast {
    /// A rectangle of the page in CSS pixels from the document's top left.
    struct Box: Hashable, Sendable {
        var x, y, width, height: Double
    }

    /// The page as painted.
    let shown: ContentPixels
    /// The page with the audited texts transparent.
    let hidden: ContentPixels
    /// Device pixels per CSS pixel.
    let scale: Double

    /// The summed channel difference from which a pixel counts as text: above rounding, below any readable ink.
    static let textDifference = 24

    /// A text needs this many glyph pixels in a stretch for the stretch to count.
    static let minimumPixels = 3

    /// A text needs this many strong glyph pixels (at least half as far from the background as its strongest) for its
    /// strongest to be its colour: a lone comma or hyphen paints no full-colour core, and its strongest pixel is still
    /// a blend.
    ///
    /// Such a text keeps its estimate.
    static let minimumCore = 12

    /// How far (summed channels) a pixel may lie from a blend of a text's styled colour and what is behind it to
    /// count as that text's glyph at partial coverage.
    static let blendTolerance = 18.0

    /// Two snapshots of the same page at `scale` device pixels per CSS pixel; nil when their sizes differ.
    init?(shown: ContentPixels, hidden: ContentPixels, scale: Double) {
        guard shown.width == hidden.width, shown.height == hidden.height, scale > 0, scale.isFinite else { return nil }
        self.shown = shown
        self.hidden = hidden
        self.scale = scale
    }

    /// The lowest contrast of the text whose line boxes are `boxes`, or nil when none of its glyphs is in the
    /// snapshots (clipped, below the rows taken, or not painted at all).
    ///
    /// Given the colour its styles paint it (`ink`: channels 0-255, alpha 0-1), the text is read from the pixels
    /// that are that colour at some coverage over what is behind them (``onInk(_:_:)``): a glyph of one thin stroke
    /// (a `|` between footer links, a text zoomed down to 8 px) paints no pixel in its full colour, and a neighbour's
    /// glyph reaching into the text's line box is another colour. Read from its strongest blend, a `|` styled at
    /// 5.5:1 read 4.4, under a line its colour clears, where the dark palette, which sets colours, counts 5.5. A text
    /// painted in no colour its styles give is read from its strongest pixel, as one without `ink` is.
    func ratio(of boxes: [Box], ink: (Double, Double, Double, Double)? = nil) -> Double? {
        let regions = boxes.compactMap(region)
        return shown.bytes.withUnsafeBufferPointer { shownBytes in
            hidden.bytes.withUnsafeBufferPointer { hiddenBytes in
                Self.ratio(
                    of: regions, ink: ink,
                    Planes(
                        shown: Plane(shownBytes, width: shown.width, order: shown.order),
                        hidden: Plane(hiddenBytes, width: hidden.width, order: hidden.order)))
            }
        }
    }

    /// ``ratio(of:ink:)`` over the two snapshots' bytes.
    private static func ratio(
        of regions: [(columns: Range<Int>, rows: Range<Int>)], ink: (Double, Double, Double, Double)?,
        _ planes: Planes
    ) -> Double? {
        let (shown, hidden) = (planes.shown, planes.hidden)
        if let ink,
            let read = lowest(
                in: regions,
                { x, y in
                    let behind = hidden.rgb(x, y)
                    guard planes.difference(x, y) >= textDifference, onInk(ink, over: behind, shown.rgb(x, y)) else {
                        return nil
                    }
                    return ratio(luminance(over(ink, behind)), luminance(behind))
                })
        {
            return read
        }
        var strongest = 0
        var at = (x: 0, y: 0)
        for region in regions {
            for y in region.rows {
                for x in region.columns {
                    let difference = planes.difference(x, y)
                    if difference > strongest {
                        strongest = difference
                        at = (x, y)
                    }
                }
            }
        }
        guard strongest >= textDifference, core(of: regions, over: strongest / 2, planes) >= minimumCore else {
            return nil
        }
        let colour = luminance(shown.rgb(at.x, at.y))
        return lowest(in: regions) { x, y in
            planes.difference(x, y) >= textDifference ? ratio(colour, luminance(hidden.rgb(x, y))) : nil
        }
    }

    /// The lowest over each stretch of a line (about as wide as it is tall) of the median of `value` over its
    /// pixels that have one; nil when no stretch has ``minimumPixels`` of them.
    private static func lowest(
        in regions: [(columns: Range<Int>, rows: Range<Int>)], _ value: (Int, Int) -> Double?
    ) -> Double? {
        var lowest: Double?
        var values: [Double] = []
        for region in regions {
            let stretch = max(4, region.rows.count)
            for start in stride(from: region.columns.lowerBound, to: region.columns.upperBound, by: stretch) {
                values.removeAll(keepingCapacity: true)
                for y in region.rows {
                    for x in start..<min(start + stretch, region.columns.upperBound) {
                        if let read = value(x, y) { values.append(read) }
                    }
                }
                guard values.count >= minimumPixels else { continue }
                values.sort()
                let median = values[values.count / 2]
                lowest = min(lowest ?? median, median)
            }
        }
        return lowest
    }

    /// How many pixels of `regions` differ by more than `difference` (counting stops at ``minimumCore``).
    private static func core(
        of regions: [(columns: Range<Int>, rows: Range<Int>)], over difference: Int, _ planes: Planes
    ) -> Int {
        var count = 0
        for region in regions {
            for y in region.rows {
                for x in region.columns where planes.difference(x, y) > difference {
                    count += 1
                    if count >= minimumCore { return count }
                }
            }
        }
        return count
    }

    /// A box's device pixels inside the snapshots; nil when none is.
    private func region(_ box: Box) -> (columns: Range<Int>, rows: Range<Int>)? {
        let left = max(0, Int((box.x * scale).rounded(.down)))
        let top = max(0, Int((box.y * scale).rounded(.down)))
        let right = min(shown.width, Int(((box.x + box.width) * scale).rounded(.up)))
        let bottom = min(shown.height, Int(((box.y + box.height) * scale).rounded(.up)))
        guard left < right, top < bottom else { return nil }
        return (left..<right, top..<bottom)
    }

    /// One snapshot's bytes, read in place: a text's read visits each pixel of its boxes several times, and through
    /// the array each visit paid a bounds check and a retain (most of the audit's time in a debug build).
    private struct Plane {
        let bytes: UnsafeBufferPointer<UInt8>
        let width: Int
        /// Where red and blue are in a pixel's four bytes (green is always second).
        let red, blue: Int

        init(_ bytes: UnsafeBufferPointer<UInt8>, width: Int, order: ContentPixels.ChannelOrder) {
            self.bytes = bytes
            self.width = width
            (red, blue) = order == .rgba ? (0, 2) : (2, 0)
        }

        /// The red, green and blue of the pixel at column `x`, row `y`, inside the snapshot (regions are clamped);
        /// alpha is ignored, as a page's snapshot is opaque.
        @inline(__always)
        func rgb(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8) {
            let index = (y * width + x) * 4
            return (bytes[index + red], bytes[index + 1], bytes[index + blue])
        }
    }

    /// The snapshot as painted and the one with the texts transparent.
    private struct Planes {
        let shown, hidden: Plane

        /// The summed channel difference between the two snapshots at one pixel.
        @inline(__always)
        func difference(_ x: Int, _ y: Int) -> Int {
            let (a, b) = (shown.rgb(x, y), hidden.rgb(x, y))
            return abs(Int(a.0) - Int(b.0)) + abs(Int(a.1) - Int(b.1)) + abs(Int(a.2) - Int(b.2))
        }
    }

    /// `ink` (alpha 0-1) painted over `behind`.
    static func over(_ ink: (Double, Double, Double, Double), _ behind: (UInt8, UInt8, UInt8)) -> (UInt8, UInt8, UInt8)
    {
        let alpha = ink.3 < 0 ? 0 : ink.3 > 1 ? 1 : ink.3
        @inline(__always) func channel(_ top: Double, _ bottom: UInt8) -> UInt8 {
            let value = (top * alpha + Double(bottom) * (1 - alpha)).rounded()
            return value < 0 ? 0 : value > 255 ? 255 : UInt8(value)
        }
        return (channel(ink.0, behind.0), channel(ink.1, behind.1), channel(ink.2, behind.2))
    }

    /// Whether `pixel` is `ink` over `behind` at some coverage: on the line from one to the other, a quarter of the
    /// way or more, within ``blendTolerance``.
    static func onInk(
        _ ink: (Double, Double, Double, Double), over behind: (UInt8, UInt8, UInt8), _ pixel: (UInt8, UInt8, UInt8)
    ) -> Bool {
        // Called for every glyph pixel of every text: three channels spelled out, no arrays to allocate.
        let full = over(ink, behind)
        let (b0, b1, b2) = (Double(behind.0), Double(behind.1), Double(behind.2))
        let (d0, d1, d2) = (Double(full.0) - b0, Double(full.1) - b1, Double(full.2) - b2)
        let (o0, o1, o2) = (Double(pixel.0) - b0, Double(pixel.1) - b1, Double(pixel.2) - b2)
        let length = d0 * d0 + d1 * d1 + d2 * d2
        guard length > 0 else { return false }
        let coverage = (o0 * d0 + o1 * d1 + o2 * d2) / length
        let off = abs(o0 - coverage * d0) + abs(o1 - coverage * d1) + abs(o2 - coverage * d2)
        return coverage >= 0.25 && coverage <= 1.05 && off <= blendTolerance
    }

    /// Each 8-bit channel value as linear light (WCAG 2's relative luminance).
    private static let linear: [Double] = (0..<256).map { value in
        let channel = Double(value) / 255
        return channel <= 0.03928 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }

    static func luminance(_ rgb: (UInt8, UInt8, UInt8)) -> Double {
        0.2126 * linear[Int(rgb.0)] + 0.7152 * linear[Int(rgb.1)] + 0.0722 * linear[Int(rgb.2)]
    }

    /// WCAG 2's contrast ratio of two relative luminances.
    static func ratio(_ a: Double, _ b: Double) -> Double {
        (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
