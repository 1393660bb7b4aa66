#if os(Linux)
import Foundation
import Testing
import WebContentConformance

extension ReaderEventSuite {
    /// A click into a message's text (to select, or only to put the focus there), then Page Down: every press shows
    /// a part of the thread not shown before. The column once jumped back to the clicked message after each press.
    ///
    /// The witness is the display's picture (`xwd`) of the message pane alone: each screen's painted rows against
    /// every earlier screen's (``ScreenNovelty``). The reader's events say only where the pane is.
    @Suite(.serialized)
    struct ReaderClickPagingTests {
        static let count = 40

        /// Forty replies of five paragraphs, each reply indented by its own amount: no row of pixels of one reply is
        /// a row of another (lines that differ in a digit alone share the rows through their descenders), so a
        /// screen of the thread is like no other.
        static let thread = ReaderSession.allotmentThread(count, subject: "Digging rota", weekday: "Tue") { index in
            "<div style=\"padding-left:\(index * 4)px\">"
                + (1...5).map { paragraph in
                    "<p>Message \(index), paragraph \(paragraph): the plot by the north hedge needs digging before the "
                        + "frost; bring spades, string and the tape measure for row \(index * 10 + paragraph).</p>"
                }.joined() + "</div>"
        }

        /// Presses Page Down after a click into the first message's text.
        static let presses = 8

        @Test func pageDownAfterAClickIntoAMessageShowsANewPartOfTheThreadEveryPress() async throws {
            let folder = try ReaderSession.artefactFolder("click-paging")
            let (reader, ready) = try await ReaderSession.start(
                Self.thread, artefacts: "click-paging", arguments: ["--size", "1000x800", "--expand", "all"],
                records: false)
            let window = try await reader.windowID()
            let first = try #require(ReaderSession.messages(ready).first { $0["live"] as? Bool == true })
            // The click must land on the message's page, not on the stand-in that covers it until the page has
            // painted: a click on the stand-in put the focus nowhere, and the column then had nothing to follow.
            let index = try #require(first["index"] as? Int)
            let painted = await reader.event("painted") { $0["message"] as? Int == index }
            try #require(painted != nil, "message \(index) painted")
            try await reader.click(into: first)
            var novelty = ScreenNovelty()
            var shares: [Int] = []
            let start = try await Self.settledScreen(reader, window: window)
            let pane = try #require(start.frame?.pane, "the reader told where its pane is")
            // Less the right edge, where GTK's scroll indicator comes and goes.
            let columns = Int(pane.x.rounded(.up))..<Int((pane.x + pane.width).rounded(.down)) - 24
            let rows = Int(pane.y.rounded(.up))..<Int((pane.y + pane.height).rounded(.down))
            _ = novelty.add(start.picture.rowPrints(columns: columns, rows: rows))
            try start.picture.png().write(to: URL(fileURLWithPath: "\(folder)/screen-0.png"))
            for press in 1...Self.presses where reader.reader.isRunning {
                try await reader.key("Page_Down")
                let screen = try await Self.settledScreen(reader, window: window)
                try screen.picture.png().write(to: URL(fileURLWithPath: "\(folder)/screen-\(press).png"))
                shares.append(Int(100 * novelty.add(screen.picture.rowPrints(columns: columns, rows: rows))))
            }
            print("figure: reader paging after a click: rows never shown before, per press (%): \(shares)")
            #expect(shares.count == Self.presses)
            // A page moves on by nine tenths of the pane: most of what it shows is new (the rest is the line of
            // context kept, and a message that rendered under its stand-in). A jump back shows rows seen before.
            #expect(shares.allSatisfy { $0 >= 50 }, "screens in \(folder): new rows per press \(shares) %")
            #expect(try await reader.close() == 0)
        }

        /// The window once its picture stopped changing: read until two readings a quarter of a second apart agree
        /// (up to 40 readings, a bound for a loaded machine), the last of them.
        static func settledScreen(_ reader: ReaderSession, window: String) async throws -> ReaderScreen {
            let frames = { reader.events(named: "frame").compactMap(ReaderFrame.init(event:)) }
            var screen = try await ReaderScreen.capture(window: window, display: reader.display.name, frames: frames)
            for _ in 0..<40 {
                try await Task.sleep(for: .milliseconds(250))
                let next = try await ReaderScreen.capture(window: window, display: reader.display.name, frames: frames)
                let settled = next.picture == screen.picture
                screen = next
                if settled { break }
            }
            return screen
        }
    }
}
#endif
