#if os(Linux)
import Foundation
import Testing
import WebContentConformance

extension ReaderSuite {
    /// Paging through a long thread at a reading pace, every message open: 0.5 s after each Page Down, no open
    /// message the pane shows is an empty box.
    ///
    /// The witness is the display's picture of the window (`xwd`), judged by one rule that knows nothing of stand-ins:
    /// the reader's `frame` events say where each open message's box is, and a box whose visible part holds one
    /// colour only has nothing painted in it (``ReaderFrame/unpaintedMessages(in:minimumRows:)``). The messages are
    /// short, so a screen holds more of them than the engine budget renders ahead: most come into view unrendered, and
    /// what stands in for them is what a person sees.
    ///
    /// The same again after a click into the first message's text (where a person puts the focus to select): the
    /// column once jumped back to the clicked message after each press, and never reached the thread's end.
    @Suite(.serialized)
    struct ReaderPagingTests {
        static let count = 60

        /// Sixty one-line replies: eight or nine to a screen, each Page Down brings as many new ones, more than render
        /// in half a second on a shared machine.
        static let thread = ReaderSession.thread(
            count, domain: "orchard.example", recipient: "pickers@orchard.example", subject: "Picking rota",
            name: { "reply-\(String(format: "%02d", $0)).eml" },
            date: { "Tue, 01 Sep 2026 \(String(format: "%02d:%02d", 8 + $0 / 60, $0 % 60)):00 +0000" },
            body: { "<p>Reply \($0): I can pick on Saturday morning. Bring crates and the long ladder.</p>" })

        @Test(arguments: [false, true])
        func pagingAtAReadingPaceNeverShowsAnUnpaintedMessage(afterAClick: Bool) async throws {
            // The test keeps its own pictures (the display's); the reader's would cost its GLib thread a render each.
            let name = afterAClick ? "paging-after-click" : "paging"
            let folder = try ReaderSession.artefactFolder(name)
            let (reader, ready) = try await ReaderSession.start(
                Self.thread, artefacts: name, arguments: ["--size", "1000x1000", "--expand", "all"], records: false)
            let window = try await reader.windowID()
            if afterAClick {
                try await reader.click(
                    into: try #require(ReaderSession.messages(ready).first { $0["live"] as? Bool == true }), dy: 30)
            }
            var reachedEnd = false
            var previous: WindowPicture?
            var judged = 0
            var blank: [String] = []
            var seen: [String] = []
            for press in 1...Self.count where reader.reader.isRunning {
                try await reader.key("Page_Down")
                // A person's pace: the next screen is looked at half a second after the key.
                try await Task.sleep(for: .milliseconds(500))
                let screen = try await ReaderScreen.capture(window: window, display: reader.display.name) {
                    reader.events(named: "frame").compactMap(ReaderFrame.init(event:))
                }
                // The thread's end: its last message shown, and Page Down no longer changes the window.
                let atEnd = screen.frame?.messages.contains { $0.index == Self.count - 1 } == true
                if atEnd, screen.picture == previous {
                    reachedEnd = true
                    break
                }
                previous = screen.picture
                judged += screen.frame.map { $0.messages.isEmpty ? 0 : 1 } ?? 0
                let unpainted = screen.unpaintedMessages
                // Kept for a person to look at: the first screen, and every one judged blank.
                if press == 1 || !unpainted.isEmpty {
                    try screen.picture.png().write(to: URL(fileURLWithPath: "\(folder)/screen-\(press).png"))
                }
                if !unpainted.isEmpty { blank.append("screen \(press): messages \(unpainted)") }
                seen.append("\(press): \(screen.frame.map { "\($0.messages.map(\.index))" } ?? "no frame")")
            }
            print("figure: reader paging: \(judged) screens judged, blank: \(blank); messages shown: \(seen)")
            #expect(judged >= 5, "the column moved through several screens and the reader told where its messages were")
            #expect(reachedEnd, "Page Down reached the thread's last message: \(seen)")
            let said = reader.reader.errorOutput.suffix(2000)
            #expect(
                blank.isEmpty,
                "open messages with nothing painted 0.5 s after Page Down (see \(folder)): \(blank); the reader: \(said)"
            )
            #expect(try await reader.close() == 0)
        }
    }
}
#endif
