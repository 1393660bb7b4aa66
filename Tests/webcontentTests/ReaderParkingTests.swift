#if os(Linux)
import Foundation
import Testing
import WebContentConformance

extension ReaderEventSuite {
    /// Which messages' web pages are still alive once a thread was paged through, counted where the pages live:
    /// WebKit's web processes register one accessible root per web page on the accessibility bus, and a closed
    /// page's root goes with it (`Resources/atspi-tree.py --pages`). Not the reader's own account of its engines.
    ///
    /// Memory (ReaderMemoryTests) stayed green with parking removed: the column also replaces its shared process once
    /// the pages it closed add up. Counting pages needs no heavy content, so the messages are light (the column may
    /// replace its process once near the end: only pages it closed count towards that, so without parking it never
    /// does). The control keeps every engine (`--keep-engines`), proving the count sees pages left alive.
    @Suite(.serialized)
    struct ReaderParkingTests {
        static let count = 20

        /// Twenty replies, each about 340 px tall open: three or four of them meet the 800 px window's column.
        static let thread = ReaderSession.allotmentThread(count, subject: "Seed order", weekday: "Wed") {
            "<p>Reply \($0): the order.</p><p style=\"height:300px\">Packets.</p>"
        }

        /// What `atspi-tree.py --pages` saw: the pages alive at the end and after each placement, how many
        /// messages held an engine on the way, and whether the count came to agree with the reader's last placement.
        struct Pages: Decodable {
            var pagesAtEnd: Int?
            var shown: Int?
            var maxPages: Int?
            var placements: [Int]?
            var live: Int?
            var settled: Bool?
            var error: String?
        }

        /// Pages the whole thread (every message open) in a private desktop session and counts its web pages.
        static func page(keepingEngines: Bool) async throws -> Pages {
            let scratch = try ScratchFolder("reader-parking")
            for (name, text) in thread { _ = try scratch.write(name, text) }
            let script = try #require(Bundle.module.url(forResource: "Resources/atspi-tree", withExtension: "py"))
            let view = ["--size", "1000x800", "--expand", "all"] + (keepingEngines ? ["--keep-engines"] : [])
            let run = try ChildProcess(
                "/usr/bin/python3",
                [script.path, "--pages", try RenderBinary.locate().url.path, scratch.url.path, "--"] + view)
            // The script's own bounds (ready, paging, settling) end before this one: a hang guard, not a measurement.
            let status = await run.wait(limit: .seconds(290))
            #expect(status == 0, "atspi-tree.py: \(run.output.suffix(500)) \(run.errorOutput.suffix(1500))")
            let pages = try JSONDecoder().decode(Pages.self, from: Data(run.output.utf8))
            #expect(pages.error == nil, "\(pages.error ?? "")")
            return pages
        }

        @Test func messagesScrolledAwayCloseTheirPages() async throws {
            let kept = try await Self.page(keepingEngines: true)
            let parked = try await Self.page(keepingEngines: false)
            print(
                "figure: reader parking: web pages alive after paging \(parked.shown ?? 0) messages "
                    + "\(parked.pagesAtEnd ?? -1) (the reader says \(parked.live ?? -1); at most "
                    + "\(parked.maxPages ?? -1), after each placement \(parked.placements ?? [])); "
                    + "keeping engines \(kept.pagesAtEnd ?? -1) of \(kept.shown ?? 0)")
            let (keptShown, keptPages) = (try #require(kept.shown), try #require(kept.pagesAtEnd))
            let (shown, pages) = (try #require(parked.shown), try #require(parked.pagesAtEnd))
            #expect(keptShown >= Self.count - 1 && shown >= Self.count - 1, "the whole thread was shown")
            // The control: every message it showed still has its page (measured: 20 of 20), so the count sees them.
            #expect(keptPages >= keptShown - 1, "keeping engines: \(keptPages) pages for \(keptShown) messages")
            // Only messages near the viewport keep a page: at most four ~340 px messages meet the 800 px window's
            // column, and the column renders ahead only within its budget of five engines (measured: 3 or 4, the
            // last placement coming as the last message renders ahead; a column that never parks keeps all 20).
            #expect(pages <= 5, "\(pages) pages alive after paging \(shown) messages: \(parked)")
        }
    }
}
#endif
