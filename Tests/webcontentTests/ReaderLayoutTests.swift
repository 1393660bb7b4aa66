import Foundation
import Testing
import WebContentConformance

extension ReaderEventSuite {
    /// The reader's column as a person sees it: nothing wider than its pane, whatever a message's header says.
    @Suite(.serialized)
    struct ReaderLayoutTests {
        /// A message whose subject runs far past any window (spam does this), with text that must stay readable.
        static let wide = """
            <html><head><title>\(String(repeating: "Limited offer for valued customers only ", count: 12))</title>
            </head><body><p>The last line of this message must be inside the window.</p></body></html>
            """

        @Test func aLongHeaderDoesNotWidenTheMessagePastTheWindowAndTheColumnReachesItsBottom() async throws {
            let (reader, ready) = try await ReaderSession.start(
                ["wide.html": Self.wide], artefacts: "wide-header", arguments: ["--size", "1000x700"])
            let message = try #require(ReaderSession.messages(ready).first)
            let x = try #require(message["x"] as? Double)
            let width = try #require(message["width"] as? Int)
            // The pane starts after the 300 px message list; the card is the pane's width less its margins, never
            // the header's (which alone is several thousand pixels of text).
            #expect(x > 250 && x < 400, "\(message)")
            #expect(x + Double(width) <= 1000, "the message's right edge at \(x + Double(width)) in a 1000 px window")
            #expect(width >= 500, "\(message)")
            // The column reaches the window's bottom edge: no dead strip under it while no panel is open.
            let column = try #require(ready["column"] as? [String: Any])
            let bottom = try #require(column["bottom"] as? Double)
            let windowHeight = try #require(column["windowHeight"] as? Double)
            #expect(bottom >= windowHeight - 2, "the column ends at \(bottom) in a \(windowHeight) px window")
            #expect(try await reader.close() == 0)
        }

        /// A table wider than any pane (1,600 px, past what fit-to-width shrinks), with text in its last cell.
        static let wideTable = """
            <html><head><title>Quarterly figures</title></head><body><p>Start of the message.</p>
            <table border="1" style="width:1600px"><tr><td>First column</td><td>Second</td><td>Third</td>
            <td>The last cell, far right</td></tr></table><p>Last line.</p></body></html>
            """

        @Test func contentWiderThanThePaneScrollsSidewaysInsideItsCard() async throws {
            let (reader, ready) = try await ReaderSession.start(
                ["wide-table.html": Self.wideTable], artefacts: "wide-content", arguments: ["--size", "1000x700"])
            let message = try #require(ReaderSession.messages(ready).first)
            let (x, y) = (try #require(message["x"] as? Double), try #require(message["y"] as? Double))
            let (width, height) = (try #require(message["width"] as? Int), try #require(message["height"] as? Int))
            // The card stays the pane's width: the table does not widen it past the window.
            #expect(x + Double(width) <= 1000, "the message's right edge at \(x + Double(width)) in a 1000 px window")
            // What lies right of the pane is reachable: a sideways scroll over the card (wheel buttons 6 and 7, as a
            // touchpad sends them) moves the content, so the display's picture of the window changes.
            let window = try await reader.windowID()
            try await reader.display.xdotool([
                "mousemove", "--window", window, String(Int(x) + width / 2), String(Int(y) + height / 2),
            ])
            // The picture before the scroll is the one drawn after the pointer's move: read until two in a row agree
            // (up to 5 s, a bound for a loaded machine), so a late hover repaint is not taken for the scroll.
            var before = try await WindowPicture.read(window: window, display: reader.display.name)
            for _ in 0..<50 {
                try await Task.sleep(for: .milliseconds(100))
                let again = try await WindowPicture.read(window: window, display: reader.display.name)
                if again == before { break }
                before = again
            }
            try await reader.display.xdotool(["click", "--repeat", "10", "--delay", "30", "7"])
            var after = before
            // Up to 5 s for the scroll to be drawn: a bound for a loaded machine, not a measurement.
            for _ in 0..<50 where after == before {
                try await Task.sleep(for: .milliseconds(100))
                after = try await WindowPicture.read(window: window, display: reader.display.name)
            }
            let folder = "out/reader/wide-content"
            try before.png().write(to: URL(fileURLWithPath: "\(folder)/before-sideways-scroll.png"))
            try after.png().write(to: URL(fileURLWithPath: "\(folder)/after-sideways-scroll.png"))
            #expect(after != before, "a sideways scroll over the card moved nothing: the table's right part is clipped")
            #expect(try await reader.close() == 0)
        }
    }
}
