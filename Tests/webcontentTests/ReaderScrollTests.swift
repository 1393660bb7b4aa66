#if os(Linux)
import Foundation
import Testing
import WebContentGTK

extension ReaderMemorySuite {
    /// A long thread with every message open, scrolled with the keyboard: only messages on screen hold an engine,
    /// and one scrolled back to comes back at the height and place it had.
    ///
    /// Web processes are counted in the process table (the reader's WebKit web processes in /proc), not from the
    /// reader's own events; what the engines it closes give back is read there too, as memory (ReaderMemoryTests).
    @Suite(.serialized)
    struct ReaderScrollTests {
        static let count = 30

        /// Thirty replies of one thread, each a little taller than the one before (at least 220 px).
        static let thread = ReaderSession.allotmentThread(count, subject: "Seed swap", weekday: "Mon") {
            "<p>Reply \($0): tomato seeds.</p><p style=\"height:\(200 + 4 * $0)px\">Bean seeds.</p>"
        }

        /// What a scroll saw: every "visible" event, and the reader's web processes in /proc after each placement.
        struct Scroll {
            var events: [[String: Any]] = []
            var webProcesses: [Int] = []
        }

        /// The reader's live WebKit web processes after a placement that left `engines` open. A closed engine's
        /// process exits a moment after the close, so the table is read again (up to 5 s, a bound for a loaded
        /// machine, not a measurement) until it holds no more than that; what it holds then.
        static func webProcesses(_ reader: ReaderSession, settlingTo engines: Int) async -> Int {
            var count = reader.webProcesses()
            for _ in 0..<50 where count > engines {
                try? await Task.sleep(for: .milliseconds(100))
                count = reader.webProcesses()
            }
            return count
        }

        /// Presses Page Down until message `last` holds an engine, each press after the reader placed its engines for
        /// the one before (so no viewport is skipped), counting web processes after each placement.
        static func scrollToEnd(_ reader: ReaderSession, last: Int) async throws -> Scroll {
            var scroll = Scroll()
            for _ in 0..<80 where reader.reader.isRunning {
                let before = reader.settledPlacements
                try await reader.key("Page_Down")
                // Up to 10 s for the placement and the renders it started: a bound for a loaded machine, not a
                // measurement.
                let placed = await reader.event(
                    "visible", skipping: before, attempts: 100, matching: ReaderSession.isSettled)
                let live = (placed?["live"] as? [Int])?.count ?? 0
                scroll.webProcesses.append(await webProcesses(reader, settlingTo: live))
                if reader.events(named: "visible").contains(where: { ($0["live"] as? [Int])?.contains(last) == true }) {
                    break
                }
            }
            scroll.events = reader.events(named: "visible")
            return scroll
        }

        /// The same after a click into the first message's text (the focus in its web view), which once held the
        /// column to that message.
        @Test(arguments: [false, true])
        func messagesScrolledAwayGiveTheirEngineBackAndReturnAtTheirHeight(afterAClick: Bool) async throws {
            let (reader, ready) = try await ReaderSession.start(
                Self.thread, artefacts: afterAClick ? "scroll-after-click" : "scroll",
                arguments: ["--size", "1000x800", "--expand", "all"])
            let first = try #require(ReaderSession.messages(ready).first)
            if afterAClick { try await reader.click(into: first, dy: 20) }
            #expect(ReaderSession.messages(ready).allSatisfy { $0["open"] as? Bool == true })
            #expect(first["live"] as? Bool == true)
            let (firstHeight, firstY) = (
                try #require(first["contentHeight"] as? Double), try #require(first["y"] as? Double)
            )

            let scroll = try await Self.scrollToEnd(reader, last: Self.count - 1)
            let seen = scroll.events
            let engines = seen.compactMap { $0["engines"] as? Int }
            print(
                "figure: reader scroll: web processes after each placement \(scroll.webProcesses), engines \(engines)")
            #expect(seen.last.flatMap { $0["live"] as? [Int] }?.contains(Self.count - 1) == true)
            #expect(seen.count >= 5, "the column moved through several sets of messages")
            // The process table, not the reader's word: the column's engines share one web process however many it
            // makes and closes (a placement can land before the first engine has loaded, and a web view's process
            // starts at its first load, so an early reading may be 0). What parking gives back is memory, which
            // ReaderMemoryTests reads.
            #expect(scroll.webProcesses.count >= 5 && scroll.webProcesses.contains(1), "\(scroll.webProcesses)")
            #expect(scroll.webProcesses.max() ?? 99 <= 1, "web processes after each placement: \(scroll.webProcesses)")
            #expect(seen.last.flatMap { $0["live"] as? [Int] }?.contains(0) == false)

            // Back to the top: the first message renders again, at its measured height and in its first place.
            let atTop = { (event: [String: Any]) in
                (event["live"] as? [Int])?.contains(0) == true && (event["top"] as? Double) == 0
            }
            let earlier = seen.filter(atTop).count
            try await reader.key("ctrl+Home")
            let back = try #require(await reader.event("visible", skipping: earlier, matching: atTop))
            let again = try #require(ReaderSession.messages(back).first { $0["index"] as? Int == 0 })
            #expect(again["contentHeight"] as? Double == firstHeight)
            #expect(abs((again["height"] as? Double ?? 0) - firstHeight) <= 1)
            #expect(again["y"] as? Double == firstY)
            #expect(try await reader.close() == 0)
        }
    }
}
#endif
