import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension GTKEngineSuite {
    /// The package-started display and WebKit's helpers go away with the process, and the exit status stays 0.
    @Suite
    struct ProcessExitTests {
        /// Runs one small real-engine test in a child copy of this test binary, with no display, and checks
        /// that it exits 0 (GDK calls exit(1) if its X server dies first) and leaves nothing running behind.
        @Test(.enabled(if: ProcessInfo.processInfo.environment["WCK_CHILD_RUN"] == nil))
        func aTestProcessExitsZeroAndLeavesNoXvfbOrWebKitRunning() async throws {
            let binary = URL(fileURLWithPath: CommandLine.arguments[0])
            let child = Process()
            child.executableURL = binary
            child.arguments = ["--testing-library", "swift-testing", "--filter", "theTitleIsReported"]
            var environment = ProcessInfo.processInfo.environment
            environment["DISPLAY"] = nil
            environment["WAYLAND_DISPLAY"] = nil
            environment["WCK_CHILD_RUN"] = "1"
            child.environment = environment
            child.standardOutput = FileHandle.nullDevice
            child.standardError = FileHandle.nullDevice
            try child.run()
            // Watch the child's own helpers while it runs, so the check after it exits is about them only.
            var helpers = Set<pid_t>()
            while child.isRunning {
                helpers.formUnion(Self.helpers(of: child.processIdentifier))
                try await Task.sleep(for: .milliseconds(20))
            }
            child.waitUntilExit()
            #expect(child.terminationStatus == 0)
            #expect(!helpers.isEmpty, "the child started no Xvfb or WebKit process: the check would prove nothing")
            try await Task.sleep(for: .milliseconds(500))
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
