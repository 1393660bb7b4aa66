import Foundation
import Testing
import WebContentConformance
import WebContentCore

@testable import WebContentGTK

#if canImport(Glibc)
import Glibc
#endif

extension GTKEngineSuite {
    /// Engine lifetime: closed engines free their host; a real crash is reported and recovered.
    @Suite @MainActor
    struct LifecycleTests {
        // The witness is a weak reference to the host: it empties only when nothing holds the host any more (a
        // retain cycle between engine, host and WebKit's callbacks would keep it, and its view, alive).
        @Test func aClosedAndReleasedEngineFreesItsHost() async throws {
            var engine: GTKWebEngine? = try await GTKWebEngine.make(configuration: EngineFixture.configuration())
            weak let host = engine?.host
            try await engine?.loadHTML("<p>x</p>", baseURL: nil)
            _ = try await engine?.callAsyncJavaScript("return 1;", arguments: [:], in: .content, timeout: .seconds(5))
            #expect(host != nil)
            await engine?.close()
            await #expect(throws: WebContentError.engineClosed) { try await engine?.loadHTML("", baseURL: nil) }
            engine = nil
            #expect(await eventually { host == nil })
        }

        @Test func anEngineDroppedWithoutCloseFreesItsHost() async throws {
            var engine: GTKWebEngine? = try await GTKWebEngine.make(configuration: EngineFixture.configuration())
            weak let host = engine?.host
            try await engine?.loadHTML("<p>x</p>", baseURL: nil)
            #expect(host != nil)
            engine = nil
            #expect(await eventually { host == nil })
        }

        /// ``ProcessMemory`` finds web processes through each thread's list of its children (what the service's memory
        /// watch and the sandbox check read), and by parent ids where a kernel has no such lists; both find every
        /// web process the witness finds by reading every process in /proc.
        @Test func theChildListsFindEveryWebProcessThatTheWholeProcessTableNames() async throws {
            try await EngineFixture.with { engine in
                try await engine.loadHTML("<p>here</p>", baseURL: nil)
                let witness = Set(WebProcesses.own(below: getpid()))
                try #require(!witness.isEmpty, "no web process below this one: the check would prove nothing")
                let listed = ProcessMemory.webProcesses(below: getpid())
                let walked = ProcessMemory.walkedDescendants(of: getpid()).map(\.pid)
                #expect(witness.isSubset(of: listed), "child lists: \(listed), the table: \(witness)")
                #expect(witness.isSubset(of: walked), "parent ids: \(walked), the table: \(witness)")
            }
        }

        @Test func aKilledWebProcessIsReportedAsACrashAndTheEngineLoadsAgain() async throws {
            let delegate = SpyDelegate()
            try await EngineFixture.with { engine in
                engine.engineDelegate = delegate
                let call = try await EngineFixture.neverSettlingCall(in: engine)
                let killed = WebProcesses.killAll()
                #expect(killed > 0)
                await #expect(throws: WebContentError.webProcessTerminated(.crashed)) { try await call.value }
                #expect(await eventually { delegate.terminations == [.crashed] })
                try await engine.loadHTML("<p>after</p>", baseURL: nil)
                #expect(
                    try await engine.evaluateJavaScript("document.body.textContent", in: .page, timeout: .seconds(5))
                        == .string("after"))
            }
        }
    }
}

/// This test process's own WebKit web processes, read from the process table (nothing shared with the adapter).
///
/// Own means below this process through sandbox wrappers only: the CLI suites' `webcontent` children run beside the
/// engine suites, and their web processes are theirs to keep (a kill of them failed those suites' renders, and one
/// exiting mid-walk failed the sandbox check).
enum WebProcesses {
    /// The web processes whose ancestors up to `root` are all bubblewrap's.
    static func own(below root: pid_t) -> [pid_t] {
        var parents: [pid_t: pid_t] = [:]
        var names: [pid_t: Substring] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(entry),
                let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
            else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 2, let parent = pid_t(fields[1]) else { continue }
            (parents[pid], names[pid]) = (parent, stat[stat.index(after: open)..<close])
        }
        return parents.keys.filter { pid in
            guard names[pid]?.hasPrefix("WebKitWebProces") == true else { return false }
            var ancestor = parents[pid]
            while let current = ancestor, current > 1 {
                if current == root { return true }
                guard names[current] == "bwrap" else { return false }
                ancestor = parents[current]
            }
            return false
        }
    }

    /// Kills this process's own web processes; returns how many.
    static func killAll() -> Int {
        let targets = own(below: getpid())
        for pid in targets { kill(pid, SIGKILL) }
        return targets.count
    }
}
