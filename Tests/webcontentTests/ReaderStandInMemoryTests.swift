#if os(Linux)
import Foundation
import Testing

extension ReaderSuite {
    /// What a parked message costs the reader's own process, read where it lives: the reader's anonymous memory in
    /// /proc, not its account of its stand-ins.
    ///
    /// A parked card shows a stand-in: the message's last picture, decoded to 4 bytes a pixel, or its text. Far from
    /// the viewport nobody sees it, so it keeps only its height (and the picture's PNG). The messages are tall
    /// (900 px at the 1000x800 window's width), so a picture kept per message shows. The control keeps every engine
    /// (`--keep-engines`): each message's view then holds its painted page in the reader (the same pixels a decoded
    /// picture holds), which proves the reading sees memory held per message in the reader.
    @Suite(.serialized)
    struct ReaderStandInMemoryTests {
        static let count = 40

        static let thread = ReaderSession.allotmentThread(count, subject: "Seed list", weekday: "Thu") { index in
            "<p>Reply \(index): the seed list.</p><p style=\"height:700px;background:#eef\">"
                + String(repeating: "Beans, peas, tomatoes. ", count: 40) + "</p>"
        }

        /// Pages the whole thread (every message open) and reads the reader's own anonymous memory once the first
        /// screen has settled and at the end; how many messages held an engine on the way.
        static func page(keepingEngines: Bool) async throws -> (first: Double, end: Double, shown: Int) {
            let (reader, _) = try await ReaderSession.start(
                thread, artefacts: keepingEngines ? "stand-in-memory-keep" : "stand-in-memory",
                arguments: ["--size", "1000x800", "--expand", "all"] + (keepingEngines ? ["--keep-engines"] : []))
            // Settled, as the end is: the ready event comes before the first screen has painted, and on a loaded
            // machine (two busy loops) a reading at once missed the painting still to come, which then counted as
            // paging's growth (+20 MiB).
            let first = try await settledMemory(reader)
            let scroll = try await ReaderMemorySuite.ReaderScrollTests.scrollToEnd(reader, last: count - 1)
            let end = try await settledMemory(reader)
            #expect(try await reader.close() == 0)
            let shown = Set(scroll.events.flatMap { $0["live"] as? [Int] ?? [] }).count
            return (first, end, shown)
        }

        /// The reader's anonymous memory once the last placement's work is done: read every half second until four readings in a
        /// row move less than 1 MiB (up to 30 s, a bound for a loaded machine); the last reading.
        static func settledMemory(_ reader: ReaderSession) async throws -> Double {
            var last = reader.readerAnonymousMiB()
            var steady = 0
            for _ in 0..<60 where steady < 4 {
                try await Task.sleep(for: .milliseconds(500))
                let next = reader.readerAnonymousMiB()
                steady = abs(next - last) < 1 ? steady + 1 : 0
                last = next
            }
            return last
        }

        @Test func parkedMessagesFarFromTheScreenHoldNoPicture() async throws {
            let parked = try await Self.page(keepingEngines: false)
            let kept = try await Self.page(keepingEngines: true)
            let (grown, grownKept) = (parked.end - parked.first, kept.end - kept.first)
            print(
                "figure: reader stand-ins: the reader's own anonymous memory \(Int(parked.first)) -> \(Int(parked.end)) MiB paging "
                    + "\(parked.shown) messages; keeping engines \(Int(kept.first)) -> \(Int(kept.end)) MiB")
            #expect(parked.shown >= Self.count - 1 && kept.shown >= Self.count - 1)
            // The control holds every message's painted page in the reader (measured: +58 and +62 MiB over 40
            // messages).
            #expect(grownKept > 30, "the control kept \(Int(grownKept)) MiB: the messages are too light to show")
            // Stand-ins filled whatever their distance held a picture for each message parked after it painted
            // (measured: +31 MiB, 0.5 of the control); filled only near the viewport, +4 MiB (0.07).
            #expect(
                grown < grownKept * 0.2, "paging grew the reader \(Int(grown)) MiB; keeping engines \(Int(grownKept))")
        }
    }
}
#endif
