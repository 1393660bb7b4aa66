import Foundation
import Testing
import WebContentConformance

#if canImport(Glibc)
import Glibc
#endif

extension GTKEngineSuite {
    /// The package-started display and WebKit's helpers go away with the process, and the exit status stays 0.
    @Suite
    struct ProcessExitTests {
        /// Runs one small real-engine test in a child copy of this test binary, with no display, and checks
        /// that it exits 0 (GDK calls exit(1) if its X server dies first) and leaves nothing running behind.
        @Test(.enabled(if: !ChildTestRun.isChild))
        func aTestProcessExitsZeroAndLeavesNoXvfbOrWebKitRunning() async throws {
            let child = try ChildTestRun.start(
                "theTitleIsReported", changing: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil])
            // Watch the child's own helpers while it runs, so the check after it exits is about them only.
            var helpers = Set<pid_t>()
            var polls = 0
            while child.isRunning, polls < 15_000 {
                helpers.formUnion(Self.helpers(of: child.pid))
                try await Task.sleep(for: .milliseconds(20))
                polls += 1
            }
            let status = await child.wait(limit: .zero)
            #expect(status == 0, "\(child.errorOutput.suffix(2000))")
            #expect(!helpers.isEmpty, "the child started no Xvfb or WebKit process: the check would prove nothing")
            // Orphaned helpers go when the display and the bus they watch do: wait for that, not for a window.
            for _ in 0..<1_500 where helpers.contains(where: Self.isRunning) {
                try await Task.sleep(for: .milliseconds(20))
            }
            let stillRunning = helpers.filter { Self.isRunning($0) }
            #expect(stillRunning.isEmpty, "left running: \(stillRunning.sorted())")
        }

        /// Direct children of `parent` named Xvfb, WebKit* or bwrap.
        static func helpers(of parent: pid_t) -> [pid_t] {
            ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { entry in
                guard let pid = pid_t(entry),
                    let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                    let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
                else { return nil }
                let name = stat[stat.index(after: open)..<close]
                let fields = stat[stat.index(after: close)...].split(separator: " ")
                guard fields.count > 2, pid_t(fields[1]) == parent,
                    name == "Xvfb" || name.hasPrefix("WebKit") || name == "bwrap"
                else { return nil }
                return pid
            }
        }

        /// Whether `pid` exists and is not a zombie (a zombie holds nothing but its PID until PID 1 reaps it).
        static func isRunning(_ pid: pid_t) -> Bool {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return false }
            let state = stat[stat.index(after: close)...].split(separator: " ").first
            return state != "Z" && state != "X"
        }
    }
}
