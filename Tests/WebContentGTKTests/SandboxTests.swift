import Foundation
import Testing
import WebContentConformance
import WebContentCore

@testable import WebContentGTK

#if canImport(Glibc)
import Glibc
#endif

extension GTKEngineSuite {
    /// Untrusted content runs in web processes inside WebKit's bubblewrap sandbox: namespaces of their own.
    ///
    /// The witness reads the process table and the namespace links itself, sharing nothing with the adapter's
    /// own check (`WebProcessSandbox`). It found a machine where a stray `/.flatpak-info` had quietly turned
    /// the sandbox off for every later run.
    @Suite @MainActor
    struct SandboxTests {
        @Test func webProcessesRunInMountAndPIDNamespacesOfTheirOwn() async throws {
            try await EngineFixture.with(EngineFixture.configuration(trust: .untrusted)) { engine in
                try await engine.loadHTML("<p>inside</p>", baseURL: nil)
                let ours = WebProcesses.own(below: getpid())
                try #require(!ours.isEmpty, "no web process below this one: the check would prove nothing")
                for pid in ours {
                    for space in ["mnt", "pid", "net"] {
                        let theirs = Self.namespace(space, of: "\(pid)")
                        #expect(
                            theirs != nil && theirs != Self.namespace(space, of: "self"),
                            "web process \(pid) shares our \(space) namespace (\(theirs ?? "unreadable"))")
                    }
                }
            }
        }

        /// The control: with WebKit's sandbox switched off in a child copy of this test binary, the same check
        /// fails there (and the adapter's own check warns).
        @Test(.enabled(if: !ChildTestRun.isChild))
        func theCheckFailsWhenWebKitRunsWithoutItsSandbox() async throws {
            // Awaited, not blocked on: a thread of the small cooperative pool held for the child's whole run
            // stalls every other test.
            let child = try ChildTestRun.start(
                "webProcessesRunInMountAndPIDNamespacesOfTheirOwn",
                changing: ["WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS": "1"])
            let status = await child.wait(limit: .seconds(300))
            let text = child.output + child.errorOutput
            #expect(status != 0, "the check passed with the sandbox off:\n\(text.suffix(2000))")
            #expect(text.contains("shares our mnt namespace"), "\(text.suffix(2000))")
            #expect(text.contains("runs without WebKit's sandbox"), "the adapter did not warn: \(text.suffix(2000))")
        }

        /// The namespace link `/proc/<process>/ns/<space>` ("mnt:[4026531832]"), or nil when unreadable.
        static func namespace(_ space: String, of process: String) -> String? {
            try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(process)/ns/\(space)")
        }
    }
}
