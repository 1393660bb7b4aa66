import Foundation
import WebContentConformance

/// Every thread of a reader and of the processes below it, with its state, its kernel wait channel and its stack
/// (gdb): written when a reader is slow to say ready, so that a stall a loaded machine shows once in many runs (a
/// served load that no web process committed for 30 s) can be read after the run.
///
/// Read from /proc and gdb alone: nothing of the reader's own code tells where it waits.
enum ReaderStacks {
    /// Writes the report of `root` and every process below it to `path`; returns the path.
    @discardableResult
    static func write(below root: pid_t, to path: String) async -> String {
        var report = ""
        for pid in [root] + descendants(of: root) {
            report += "== \(pid) \(field(pid, "comm")) \n"
            for task in (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? [] {
                let stat = field(pid, "task/\(task)/stat")
                let state = stat.split(separator: ")").last?.split(separator: " ").first ?? "?"
                report +=
                    "thread \(task) \(field(pid, "task/\(task)/comm")) state \(state) "
                    + "wchan \(field(pid, "task/\(task)/wchan"))\n"
            }
            if let gdb = try? ChildProcess("/usr/bin/gdb", ["-p", "\(pid)", "-batch", "-ex", "thread apply all bt"]) {
                _ = await gdb.wait(limit: .seconds(60))
                report += gdb.output + "\n"
            }
        }
        try? FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? report.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private static func field(_ pid: pid_t, _ name: String) -> String {
        ((try? String(contentsOfFile: "/proc/\(pid)/\(name)", encoding: .utf8)) ?? "")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func descendants(of root: pid_t) -> [pid_t] {
        var children: [pid_t: [pid_t]] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(entry) else { continue }
            let stat = field(pid, "stat")
            guard let close = stat.lastIndex(of: ")") else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let parent = pid_t(fields[1]) { children[parent, default: []].append(pid) }
        }
        var found: [pid_t] = []
        var queue = children[root] ?? []
        while let pid = queue.popLast() {
            found.append(pid)
            queue += children[pid] ?? []
        }
        return found
    }
}
