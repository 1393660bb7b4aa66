import Testing

@testable import WebContentReader

/// The column's engine placement, decided from numbers: who gets an engine after a scroll and who gives one back.
struct EnginePlanTests {
    /// Ten open messages of 300 px, 12 px apart, none live.
    static let column = (0..<10).map { index in
        EnginePlan.Card(isOpen: true, isLive: false, isAttaching: false, bounds: (Double(index) * 312, 300))
    }

    @Test func openMessagesOnScreenGetAnEngineAndLiveOnesOffScreenArePark() {
        var cards = Self.column
        cards[0].isLive = true
        cards[1].isLive = true
        let plan = EnginePlan.make(cards: cards, viewport: .init(top: 500, height: 700), keepsEngines: false)
        #expect(plan.park == [0])
        #expect(plan.open == [2, 3])
    }

    @Test func keptEnginesAreNeverParkedAndAttachingOrCollapsedCardsAreLeftAlone() {
        var cards = Self.column
        cards[0].isLive = true
        cards[2].isAttaching = true
        cards[3].isOpen = false
        #expect(EnginePlan.make(cards: cards, viewport: .init(top: 500, height: 700), keepsEngines: true).park == [])
        #expect(EnginePlan.make(cards: cards, viewport: .init(top: 500, height: 700), keepsEngines: true).open == [1])
    }

    @Test func aCardGTKHasNotLaidOutCountsAsOffScreen() {
        var cards = Self.column
        cards[0].bounds = nil
        #expect(EnginePlan.make(cards: cards, viewport: .init(top: 0, height: 400), keepsEngines: false).open == [1])
        #expect(EnginePlan.Viewport(top: 0, height: 400).shows((400, 10)) == false)
        #expect(EnginePlan.Viewport(top: 0, height: 400).shows((399, 10)) == true)
    }

    @Test func heightsAreCachedByContentWidthAndScaleAndEstimatedByTheMedian() {
        var heights = MessageHeights()
        #expect(heights.estimate(width: 700) == 400)
        heights[.init(html: "a", width: 700, textScale: 1)] = 100
        heights[.init(html: "b", width: 700, textScale: 1)] = 900
        heights[.init(html: "c", width: 700.2, textScale: 1)] = 300
        heights[.init(html: "a", width: 500, textScale: 1)] = 5000
        #expect(heights[.init(html: "a", width: 700, textScale: 1.2)] == nil)
        #expect(heights[.init(html: "c", width: 700, textScale: 1)] == 300)
        #expect(heights.estimate(width: 700) == 300)
        #expect(MessageCard.headerText("Seeds", "Ana", open: true) == "▾ Seeds  —  Ana")
        #expect(MessageCard.headerText("Seeds", "", open: false) == "▸ Seeds")
    }
}
