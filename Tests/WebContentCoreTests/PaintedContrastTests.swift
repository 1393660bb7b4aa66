import Testing

@testable import WebContentCore

/// Reading contrast from two paintings of a page, on pixels made here: the text is where they differ, its colour
/// its strongest pixel, and what is behind it what the second painting shows there.
@Suite(.timeLimit(.minutes(10))) struct PaintedContrastTests {
    typealias RGB = (UInt8, UInt8, UInt8)

    /// A 40 x 20 page: `background(x, y)` everywhere; with `text`, glyph cores at every other column of rows 5 to
    /// 14 and an anti-aliased edge beside each, the way text paints.
    static func page(
        order: ContentPixels.ChannelOrder = .rgba, text: RGB? = nil, background: (Int, Int) -> RGB
    ) -> ContentPixels {
        var bytes: [UInt8] = []
        for y in 0..<20 {
            for x in 0..<40 {
                var colour = background(x, y)
                if let text, (5..<15).contains(y) {
                    if x % 4 == 0 { colour = text }
                    if x % 4 == 1 { colour = mix(text, colour) }
                }
                bytes += order == .rgba ? [colour.0, colour.1, colour.2, 255] : [colour.2, colour.1, colour.0, 255]
            }
        }
        return ContentPixels(width: 40, height: 20, bytes: bytes, order: order)!
    }

    static func mix(_ a: RGB, _ b: RGB) -> RGB {
        (UInt8((Int(a.0) + Int(b.0)) / 2), UInt8((Int(a.1) + Int(b.1)) / 2), UInt8((Int(a.2) + Int(b.2)) / 2))
    }

    static let line = [PaintedContrast.Box(x: 0, y: 5, width: 40, height: 10)]
    static let white: @Sendable (Int, Int) -> RGB = { _, _ in (255, 255, 255) }

    @Test(arguments: [ContentPixels.ChannelOrder.rgba, .bgra])
    func blackOnWhiteReadsTwentyOneWhateverTheEdges(order: ContentPixels.ChannelOrder) throws {
        let reading = try #require(
            PaintedContrast(
                shown: Self.page(order: order, text: (0, 0, 0), background: Self.white),
                hidden: Self.page(order: order, background: Self.white), scale: 1))
        #expect(abs((reading.ratio(of: Self.line) ?? 0) - 21) < 0.01)
    }

    @Test func aBackgroundThatPalesUnderPartOfTheTextReadsAtThatPart() throws {
        // Dark blue text; the right half of its line is painted light grey-blue (an image or gradient, as far as the
        // pixels know): the text reads there, not on the white half.
        let backdrop: (Int, Int) -> RGB = { x, _ in x < 20 ? (255, 255, 255) : (120, 130, 160) }
        let reading = try #require(
            PaintedContrast(
                shown: Self.page(text: (20, 30, 90), background: backdrop), hidden: Self.page(background: backdrop),
                scale: 1))
        let value = try #require(reading.ratio(of: Self.line))
        let expected = PaintedContrast.ratio(
            PaintedContrast.luminance((20, 30, 90)), PaintedContrast.luminance((120, 130, 160)))
        #expect(abs(value - expected) < 0.01)
        #expect(value < 4.5)
    }

    /// A page whose glyph is one thin stroke: columns 10 and 11, rows 5 to 14, painted at 70% coverage (its colour never
    /// reaches a pixel), and beside it, reaching into the same box, a neighbour's glyph of another colour.
    static func thinStroke(_ ink: RGB, neighbour: RGB?, over background: RGB) -> ContentPixels {
        var bytes: [UInt8] = []
        for y in 0..<20 {
            for x in 0..<40 {
                var colour = background
                if (5..<15).contains(y), x == 10 || x == 11 {
                    colour = (blend(ink.0, background.0), blend(ink.1, background.1), blend(ink.2, background.2))
                }
                if let neighbour, (5..<15).contains(y), x == 13 { colour = neighbour }
                bytes += [colour.0, colour.1, colour.2, 255]
            }
        }
        return ContentPixels(width: 40, height: 20, bytes: bytes, order: .rgba)!
    }

    static func blend(_ ink: UInt8, _ background: UInt8) -> UInt8 {
        UInt8((0.7 * Double(ink) + 0.3 * Double(background)).rounded())
    }

    @Test func aThinStrokeReadsAsItsStyledColourAndANeighboursGlyphDoesNotCount() throws {
        // The dark palette's grey on its darkened footer: 5.3:1 as styled.
        let (ink, background): (RGB, RGB) = ((149, 149, 149), (31, 31, 31))
        let styled = PaintedContrast.ratio(PaintedContrast.luminance(ink), PaintedContrast.luminance(background))
        let box = [PaintedContrast.Box(x: 8, y: 5, width: 6, height: 10)]
        let hidden = Self.thinStrokePage(background)
        for neighbour in [nil, (70, 110, 160)] as [RGB?] {
            let reading = try #require(
                PaintedContrast(
                    shown: Self.thinStroke(ink, neighbour: neighbour, over: background), hidden: hidden, scale: 1))
            let value = try #require(
                reading.ratio(of: box, ink: (149, 149, 149, 1)), "\(String(describing: neighbour))")
            #expect(abs(value - styled) < 0.05, "\(value) against \(styled)")
            // The control: read from its strongest pixel, as without its styled colour, the stroke reads its blend
            // (or the neighbour's colour), under 4.5.
            let blind = try #require(reading.ratio(of: box))
            #expect(blind < 4.5, "\(blind)")
        }
        // A text painted in no colour its styles give (a filter, a blend mode) reads from its pixels as before.
        let repainted = try #require(
            PaintedContrast(
                shown: Self.thinStroke((60, 60, 60), neighbour: nil, over: background), hidden: hidden, scale: 1))
        let value = try #require(repainted.ratio(of: box, ink: (149, 149, 149, 1)))
        #expect(value < 2, "\(value)")
    }

    static func thinStrokePage(_ background: RGB) -> ContentPixels {
        ContentPixels(
            width: 40, height: 20,
            bytes: Array(repeating: [background.0, background.1, background.2, 255], count: 800)
                .flatMap { $0 }, order: .rgba)!
    }

    @Test func textThatIsNotPaintedHasNoReading() throws {
        let blank = Self.page(background: Self.white)
        let reading = try #require(PaintedContrast(shown: blank, hidden: blank, scale: 1))
        #expect(reading.ratio(of: Self.line) == nil)
        // A box below the rows taken, or off the page's side, reads nothing either.
        let painted = try #require(
            PaintedContrast(shown: Self.page(text: (0, 0, 0), background: Self.white), hidden: blank, scale: 1))
        #expect(painted.ratio(of: [PaintedContrast.Box(x: 0, y: 30, width: 40, height: 10)]) == nil)
        #expect(painted.ratio(of: [PaintedContrast.Box(x: -50, y: 5, width: 20, height: 10)]) == nil)
    }

    @Test func paintingsOfDifferentSizesAreNotCompared() {
        let small = ContentPixels(width: 1, height: 1, bytes: [0, 0, 0, 255], order: .rgba)!
        #expect(PaintedContrast(shown: small, hidden: Self.page(background: Self.white), scale: 1) == nil)
        #expect(ContentPixels(width: 2, height: 1, bytes: [0, 0, 0, 255], order: .rgba) == nil)
    }

    @Test func theReportReadsPixelsWhereTheyShowTheTextAndEstimatesElsewhere() throws {
        let reading = try #require(
            PaintedContrast(
                shown: Self.page(text: (150, 150, 150), background: Self.white),
                hidden: Self.page(background: Self.white), scale: 1))
        func text(_ estimate: Double, large: Bool, y: Double) throws -> ContentContrastReport.Text {
            try #require(
                ContentContrastReport.Text(
                    .object([
                        "large": .bool(large), "estimate": .number(estimate),
                        "boxes": .array([0, y, 40, 10].map { .number($0) }),
                    ])))
        }
        // Grey on white paints at 2.96:1 whatever its styles claimed (9); the text below the rows keeps its 5.
        let report = ContentContrastReport(
            [try text(9, large: false, y: 5), try text(5, large: false, y: 40)], pixels: reading)
        #expect(report.checked == 2 && report.painted == 1 && report.below == 1)
        #expect(report.minimum == 2.96)
        // Large text needs only 3:1; without pixels every text keeps its estimate.
        #expect(ContentContrastReport([try text(3.2, large: true, y: 5)], pixels: nil).below == 0)
        #expect(ContentContrastReport.Text(.object(["estimate": .number(1), "boxes": .array([.number(1)])])) == nil)
    }
}
