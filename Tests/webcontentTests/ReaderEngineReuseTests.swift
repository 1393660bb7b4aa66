#if os(Linux)
import Foundation
import Testing
import WebContentConformance

extension ReaderEventSuite {
    /// Whether paging a light thread keeps its web process, read in the process table: every web process that
    /// appears after a key press, by its PID in /proc, not the reader's account of its engines.
    ///
    /// A closed page stays in the shared web process until the process collects (a light reply's held 1.1-3 MiB), so
    /// the column replaces the process once the pages it closed add up: a new web process, and the messages on screen
    /// rendered again (a selection in one is lost). A parked message's engine handed on to the message coming into
    /// view closes no page. The control closes every parked engine (`--no-engine-reuse`), proving the reading sees
    /// the replacements.
    @Suite(.serialized)
    struct ReaderEngineReuseTests {
        static let count = 48

        /// Forty-eight light replies (about 700 bytes of HTML, three or four to the 800 px window), as R10memory's.
        static let thread = ReaderSession.allotmentThread(count, subject: "Seed rota", weekday: "Fri") {
            "<p>Reply \($0): I can bring <b>tomato</b> and <b>bean</b> seeds.</p><p>"
                + String(repeating: "The shed key is under the blue pot. ", count: 12) + "</p>"
        }

        /// Pages the whole thread (every message open), each key after the reader placed its engines for the one
        /// before and their renders finished, and collects every web process seen after each placement; whether the
        /// last message held an engine.
        static func page(
            reusing: Bool
        ) async throws -> (
            processes: Set<Int32>, startedWhilePaging: Int, reachedEnd: Bool, reused: Int, account: String
        ) {
            let (reader, _) = try await ReaderSession.start(
                thread, artefacts: reusing ? "engine-reuse" : "engine-reuse-off",
                arguments: ["--size", "1000x800", "--expand", "all"] + (reusing ? [] : ["--no-engine-reuse"]),
                environment: ["WEBCONTENT_LOG_LEVEL": "notice"])  // a recovered web process is a notice
            var processes = reader.webProcessIDs()
            // The key press after which each web process was first seen (0: at the ready event).
            var seenAfter = processes.map { _ in 0 }
            for press in 1...(count * 2) where reader.reader.isRunning {
                let before = reader.settledPlacements
                try await reader.key("Page_Down")
                // Up to 10 s for the placement and the renders it started: a bound for a loaded machine, not a
                // measurement.
                _ = await reader.event("visible", skipping: before, attempts: 100, matching: ReaderSession.isSettled)
                let now = reader.webProcessIDs()
                seenAfter += now.subtracting(processes).map { _ in press }
                processes.formUnion(now)
                let visible = reader.events(named: "visible")
                if visible.contains(where: { ($0["live"] as? [Int])?.contains(count - 1) == true }) { break }
            }
            let visible = reader.events(named: "visible")
            #expect(try await reader.close() == 0)
            let reachedEnd = visible.contains { ($0["live"] as? [Int])?.contains(count - 1) == true }
            // The reader's own account and log, printed beside the process table's to tell why a process started.
            let last = visible.last ?? [:]
            let terminated = reader.reader.errorOutput.split(separator: "\n").filter { $0.contains("terminated") }
            let account =
                "closed \(last["closed"] as? Int ?? -1) pages, replaced \(last["replaced"] as? Int ?? -1), processes "
                + "first seen after key presses \(seenAfter.sorted()), terminations logged \(terminated.count)"
                + terminated.prefix(3).map { "; " + $0 }.joined()
            let startedWhilePaging = seenAfter.filter { $0 > 0 }.count
            return (processes, startedWhilePaging, reachedEnd, last["reused"] as? Int ?? 0, account)
        }

        @Test func pagingALightThreadKeepsItsWebProcess() async throws {
            let reusing = try await Self.page(reusing: true)
            let closing = try await Self.page(reusing: false)
            print(
                "figure: reader engine reuse: web processes paging \(Self.count) light messages "
                    + "\(reusing.processes.count) (engines handed on \(reusing.reused), \(reusing.account)); closing every "
                    + "parked engine \(closing.processes.count) (handed on \(closing.reused), \(closing.account))")
            #expect(reusing.reachedEnd && closing.reachedEnd, "the whole thread was paged")
            // What paging starts: a process first seen after a key press. The first screen's engines are made side by
            // side before paging starts; under load they have started one to four processes (ci6: four, all seen at
            // the ready event, none after), which is not what paging does.
            // The control: a closed light page weighs its HTML and 60 KB towards the 1 MB replacement, so the pages
            // closed on the way down replace the process at least once (measured: 3 processes, 2 started paging).
            #expect(closing.startedWhilePaging >= 1, "closing every parked engine: \(closing.account)")
            #expect(closing.reused == 0)
            // Handed on, the engines close no page on the way down (measured: 41 handed on): no process starts.
            #expect(
                reusing.startedWhilePaging == 0,
                "\(reusing.startedWhilePaging) web processes started paging the thread (the reader: \(reusing.account))"
            )
        }
    }
}
#endif
