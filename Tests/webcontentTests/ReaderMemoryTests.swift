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
        static let count = 16

        static let thread = ReaderSession.allotmentThread(count, subject: "Seed catalogue", weekday: "Tue") { index in
            let hidden = "<div style=\"display:none\">" + String(repeating: "<span>x</span>", count: 50_000) + "</div>"
            return "<p>Reply \(index): the catalogue.</p><p style=\"height:300px\">Pages.</p>\(hidden)"
        }

        /// Scrolls the whole thread (every message open) and reads the shared web process after the first screen and
        /// at the end, each once settled; the reader's web processes at the end, how many messages held an engine on
        /// the way, and how many seconds the end's reading waited.
        static func scroll(
            keepingEngines: Bool
        ) async throws -> (first: Double, end: Double, processes: Int, shown: Int, waited: Int) {
            // Sixteen open messages of 50,000 elements each: on a loaded CI machine the window once took over 60 s.
            let (reader, _) = try await ReaderSession.start(
                thread, artefacts: keepingEngines ? "memory-keep" : "memory",
                arguments: ["--size", "1000x800", "--expand", "all"] + (keepingEngines ? ["--keep-engines"] : []),
                readyWithin: .seconds(180))
            // The first screen rendered, then settled: "ready" may come before its messages are live (seen beside two
            // busy loops: a first reading of 61 MiB against 167-212, the first screen's rendering then counted as
            // paging's growth).
            let rendered = await reader.event("visible", matching: ReaderSession.isRendered)
            #expect(rendered != nil, "the first screen rendered")
            let first = try await settledMemory(reader).mebibytes
            let scroll = try await ReaderMemorySuite.ReaderScrollTests.scrollToEnd(reader, last: count - 1)
            let (end, waited) = try await settledMemory(reader)
            let processes = reader.webProcesses()
            #expect(try await reader.close() == 0)
            let shown = Set(scroll.events.flatMap { $0["live"] as? [Int] ?? [] }).count
            return (first, end, processes, shown, waited)
        }

        /// The web process's memory once it has settled: read every second until two readings in a row move less than
        /// 4 MiB (up to 60 s, a bound for a loaded machine); the last reading, and the seconds waited.
        ///
        /// It does not wait for a collection: a closed page's nodes stay in the process's JavaScript heap until the
        /// process happens to collect (seconds later when idle, or not at all), and what the column promises is that
        /// paging does not depend on that, because it replaces the process once its closed pages add up. A reading
        /// taken whenever a fall came passed a column that never replaced its process (the defence check's mutation).
        static func settledMemory(_ reader: ReaderSession) async throws -> (mebibytes: Double, waited: Int) {
            var previous = reader.webProcessMemoryMiB()
            var steady = 0
            for second in 1...60 {
                try await Task.sleep(for: .seconds(1))
                let next = reader.webProcessMemoryMiB()
                steady = abs(next - previous) < 4 ? steady + 1 : 0
                previous = next
                if steady >= 2 { return (next, second) }
            }
            return (previous, 60)
        }

        @Test func messagesScrolledAwayGiveTheirMemoryBack() async throws {
            let parked = try await Self.scroll(keepingEngines: false)
            let kept = try await Self.scroll(keepingEngines: true)
            let (grown, grownKept) = (parked.end - parked.first, kept.end - kept.first)
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
