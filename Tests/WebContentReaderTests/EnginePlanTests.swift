import Testing

@testable import WebContentReader

/// The column's engine placement, decided from numbers: who gets an engine after a scroll and who gives one back.
@Suite(.timeLimit(.minutes(10)))
struct EnginePlanTests {
    /// Ten open messages of 300 px, 12 px apart, none live.
    static let column = (0..<10).map { index in
        EnginePlan.Card(isOpen: true, isLive: false, isAttaching: false, bounds: (Double(index) * 312, 300))
    }

    @Test func openMessagesOnScreenGetAnEngineAndLiveOnesOffScreenArePark() {
        var cards = Self.column
        cards[0].isLive = true
        cards[1].isLive = true
        let plan = EnginePlan.make(cards: cards, viewport: .init(top: 500, height: 700), budget: 0, keepsEngines: false)
        #expect(plan.park == [0])
        #expect(plan.open == [2, 3])
    }

    @Test func keptEnginesAreNeverParkedAndAttachingOrCollapsedCardsAreLeftAlone() {
        var cards = Self.column
        cards[0].isLive = true
        cards[2].isAttaching = true
        cards[3].isOpen = false
        #expect(EnginePlan.make(cards: cards, viewport: .init(top: 500, height: 700), keepsEngines: true).park == [])
        #expect(
            EnginePlan.make(cards: cards, viewport: .init(top: 500, height: 700), budget: 0, keepsEngines: true).open
                == [1])
    }

    @Test func aCardGTKHasNotLaidOutCountsAsOffScreen() {
        var cards = Self.column
        cards[0].bounds = nil
        #expect(
            EnginePlan.make(cards: cards, viewport: .init(top: 0, height: 400), budget: 0, keepsEngines: false).open
                == [1])
        #expect(EnginePlan.Viewport(top: 0, height: 400).shows((400, 10)) == false)
        #expect(EnginePlan.Viewport(top: 0, height: 400).shows((399, 10)) == true)
    }

    /// The bands of filled stand-ins and kept pictures: the viewport and as many of its heights above and below.
    @Test func aWidenedBandReachesThatManyViewportsEachWay() {
        let band = EnginePlan.Viewport(top: 1000, height: 800).widened(by: 2)
        #expect(band == .init(top: -600, height: 4000))
        #expect(band.shows((3390, 10)) && !band.shows((3400, 10)))
        #expect(EnginePlan.Viewport(top: 1000, height: 800).widened(by: 0) == .init(top: 1000, height: 800))
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

/// Render ahead: the budget left after the visible messages goes to those about to come into view.
struct EnginePlanAheadTests {
    @Test func theBudgetGoesAheadInTheDirectionOfTravelNearestFirst() {
        let cards = EnginePlanTests.column
        // 500...1200 shows cards 1, 2 and 3; one screen further down holds 4, 5 and 6 (up to 1900). Going up,
        // 1500...2180 shows 4, 5 and 6, and the screen above holds 3 and 2.
        let down = EnginePlan.make(
            cards: cards, viewport: .init(top: 500, height: 700), direction: .down, budget: 5, keepsEngines: false)
        #expect(down.open == [1, 2, 3, 4, 5])
        let up = EnginePlan.make(
            cards: cards, viewport: .init(top: 1500, height: 680), direction: .up, budget: 5, keepsEngines: false)
        #expect(up.open == [4, 5, 6, 3, 2])
    }

    @Test func liveMessagesBehindAreParkedAndTheVisibleOnesNeverWaitForTheBudget() {
        var cards = EnginePlanTests.column
        for index in 0..<4 { cards[index].isLive = true }
        let plan = EnginePlan.make(
            cards: cards, viewport: .init(top: 700, height: 700), direction: .down, budget: 2, keepsEngines: false)
        // 700...1400 shows 2, 3 and 4: all three get an engine although the budget is two; nothing goes ahead.
        #expect(plan.park == [0, 1])
        #expect(plan.open == [4])
    }

    @Test func theTextStandInIsTheMessagesReadableText() {
        let html = """
            <html><head><title>T</title><style>p { color: red }</style></head><body><script>x()</script>
            <p>Reply 3: bring <b>tomato</b> &amp; bean seeds.</p><p>The shed   key.</p></body></html>
            """
        #expect(PlaceholderText.of(html) == "Reply 3: bring tomato & bean seeds.\nThe shed key.")
        #expect(PlaceholderText.of(String(repeating: "a ", count: 2000), limit: 10).count == 10)
    }

    @Test func enginesStillBeingMadeBehindTheReaderTakeTheirShareOfTheBudget() {
        var cards = EnginePlanTests.column
        cards[0].isAttaching = true
        cards[1].isAttaching = true
        // 700...1400 shows 2, 3 and 4; 5 and 6 are ahead. The two engines still being made for 0 and 1 (paged past
        // before their render finished) use what was left for 5 and 6, and are not parked while being made.
        let plan = EnginePlan.make(
            cards: cards, viewport: .init(top: 700, height: 700), direction: .down, budget: 5, keepsEngines: false)
        #expect(plan.open == [2, 3, 4])
        #expect(plan.park == [])
        cards[0].isAttaching = false
        let one = EnginePlan.make(
            cards: cards, viewport: .init(top: 700, height: 700), direction: .down, budget: 5, keepsEngines: false)
        #expect(one.open == [2, 3, 4, 5])
    }
}
