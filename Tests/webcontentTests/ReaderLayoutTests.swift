import Foundation
import Testing
import WebContentConformance

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
}
