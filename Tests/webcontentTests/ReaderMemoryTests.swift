#if os(Linux)
import Foundation
import Testing

extension ReaderMemorySuite {
    /// What a message scrolled away gives back, read where it lives: the memory of the web process the column's
    /// engines share (its PSS in /proc), not the reader's own account of its engines.
    ///
    /// Each message carries a large hidden subtree (50,000 elements: nothing to see, a lot to hold), so an engine
    /// kept alive shows in the process's memory. The control keeps every engine (`--keep-engines`) through the same
    /// scroll: the memory it holds is what a reader that forgot to close or park its engines would hold.
    @Suite(.serialized)
    struct ReaderMemoryTests {
        static let count = 20

        static let thread = ReaderSession.allotmentThread(count, subject: "Seed catalogue", weekday: "Tue") { index in
            let hidden = "<div style=\"display:none\">" + String(repeating: "<span>x</span>", count: 50_000) + "</div>"
            return "<p>Reply \(index): the catalogue.</p><p style=\"height:300px\">Pages.</p>\(hidden)"
        }

        /// Scrolls the whole thread (every message open) and reads the shared web process after the first screen and
        /// at the end; the reader's web processes at the end, and how many messages held an engine on the way.
        ///
        /// With `line`, the end's reading stops as soon as paging's growth is below it: waiting longer could only find
        /// a lower reading, which would pass as well.
        static func scroll(
            keepingEngines: Bool, line: Double? = nil
        ) async throws -> (first: Double, end: Double, processes: Int, shown: Int, waited: Int) {
            // Twenty open messages of 50,000 elements each: on a loaded CI machine the window once took over 60 s.
            let (reader, _) = try await ReaderSession.start(
                thread, artefacts: keepingEngines ? "memory-keep" : "memory",
                arguments: ["--size", "1000x800", "--expand", "all"] + (keepingEngines ? ["--keep-engines"] : []),
                readyWithin: .seconds(180))
            // The first screen rendered, then settled: "ready" may come before its messages are live (seen beside two
            // busy loops: a first reading of 61 MiB against 167-212, the first screen's rendering then counted as
            // paging's growth).
            let rendered = await reader.event("visible", matching: ReaderSession.isRendered)
            #expect(rendered != nil, "the first screen rendered")
            let first = try await settledMemory(reader, expectingFall: false).lowest
            let scroll = try await ReaderSuite.ReaderScrollTests.scrollToEnd(reader, last: count - 1)
            let (end, waited) = try await settledMemory(
                reader, expectingFall: !keepingEngines, below: line.map { first + $0 })
            let processes = reader.webProcesses()
            #expect(try await reader.close() == 0)
            let shown = Set(scroll.events.flatMap { $0["live"] as? [Int] ?? [] }).count
            return (first, end, processes, shown, waited)
        }

        /// The web process's memory once its collector has run: a closed page's nodes stay in the JavaScript heap
        /// (the page scripts touched them) until the next collection, which an idle process runs within a second or
        /// two, later on a loaded machine. Read every second: after the memory fell by more than 4 MiB, until two more
        /// readings fall no further; without a fall, for 60 s (a bound for a loaded machine, not a measurement: CI runs
        /// at load 7-9 read a parked reader before its collection, once after the first quiet second, once after
        /// 15 s, and with two test processes side by side once after 30 s). The lowest reading is the settled memory.
        ///
        /// The first screen, and the control at the end (it keeps every engine), have no closed page to give back
        /// and need not wait for a fall: their memory is settled once two readings in a row move less than 4 MiB.
        /// A reading under `below` ends the wait too: a replaced process has given its memory back before the first
        /// reading, and no fall follows. Returns the lowest reading and the seconds waited.
        static func settledMemory(
            _ reader: ReaderSession, expectingFall: Bool, below line: Double? = nil
        ) async throws -> (lowest: Double, waited: Int) {
            var lowest = reader.webProcessMemoryMiB()
            var previous = lowest
            var fell = false
            var quiet = 0
            var steady = 0
            for second in 1...60 {
                if let line, lowest < line { return (lowest, second - 1) }
                try await Task.sleep(for: .seconds(1))
                let next = reader.webProcessMemoryMiB()
                if next < lowest - 4 {
                    (fell, quiet) = (true, 0)
                } else {
                    quiet += 1
                }
                steady = abs(next - previous) < 4 ? steady + 1 : 0
                (lowest, previous) = (min(lowest, next), next)
                if expectingFall ? fell && quiet >= 2 : steady >= 2 { return (lowest, second) }
            }
            return (lowest, 60)
        }

        @Test func messagesScrolledAwayGiveTheirMemoryBack() async throws {
            // The control first: the line paging must stay under is a fifth of its growth.
            let kept = try await Self.scroll(keepingEngines: true)
            let grownKept = kept.end - kept.first
            let parked = try await Self.scroll(keepingEngines: false, line: grownKept * 0.2)
            let grown = parked.end - parked.first
            print(
                "figure: reader memory: shared web process PSS \(Int(parked.first)) -> \(Int(parked.end)) MiB paging "
                    + "\(parked.shown) messages (read \(parked.waited) s after); keeping engines \(Int(kept.first)) -> "
                    + "\(Int(kept.end)) MiB (\(kept.waited) s)")
            #expect(parked.shown >= Self.count - 1 && kept.shown >= Self.count - 1)
            #expect(parked.processes == 1 && kept.processes == 1)
            // The control holds every message it showed: its growth is what a column that never gave an engine back
            // would hold (measured: 316-432 MiB). Parking alone gave it back only at the shared process's next
            // collection, which an idle process may not run within the settle window (grown 85-370 MiB); the column
            // now replaces the process once its closed pages weigh 1 MB (their HTML, and 60 KB each), and the exit
            // gives everything back at once (grown -39 and -35 MiB against 423 kept at 2 MB). The line, a fifth of the
            // control, holds at most the heavy page closed since the last replacement.
            #expect(grownKept > 200, "the control kept \(Int(grownKept)) MiB: the messages are too light to show")
            #expect(grown < grownKept * 0.2, "paging grew \(Int(grown)) MiB; keeping engines \(Int(grownKept)) MiB")
        }
    }
}
#endif
