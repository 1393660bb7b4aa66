#if os(Linux)
import Foundation

/// Resident memory and WebKit processes read from /proc: this process and the WebKit processes it started
/// (through bubblewrap).
///
/// It is the witness the benchmark, the render service and the tests count engines with: the process table,
/// not a flag of ours that a leaked engine would never clear.
public enum ProcessMemory {
    /// A process below this one.
    public struct Process: Hashable, Sendable {
        /// Its process id.
        public let pid: Int32
        /// /proc/<pid>/comm: at most 15 characters ("WebKitWebProces").
        public let name: String
        /// Its parent's process id.
        public let parent: Int32
    }

    /// This process.
    public static var ownPID: Int32 { ProcessInfo.processInfo.processIdentifier }

    /// VmRSS of `pid` in MiB, or nil when the process is gone or /proc is not there.
    public static func residentMiB(_ pid: Int32) -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 2, let kib = Double(fields[1]) else { return nil }
            return kib / 1024
        }
        return nil
    }

    /// Every process descended from `root`, found through each thread's list of the children it started
    /// (`/proc/PID/task/TID/children`), or, on a kernel without those lists, by walking parent ids in /proc/*/stat.
    ///
    /// The lists read a handful of files where the walk reads every process's: a service watches its web processes
    /// twice a second, and on a machine running 500 processes the walk was most of its idle CPU.
    public static func descendants(of root: Int32 = ownPID) -> [Process] {
        guard FileManager.default.fileExists(atPath: "/proc/\(root)/task/\(root)/children") else {
            return walkedDescendants(of: root)
        }
        var found: [Process] = []
        var queue = [root]
        while let parent = queue.popLast() {
            for pid in children(of: parent) {
                found.append(Process(pid: pid, name: name(pid), parent: parent))
                queue.append(pid)
            }
        }
        return found
    }

    /// The processes `pid`'s threads started and that have not been reaped.
    ///
    /// Each list is read to its end: a /proc file's size reads 0, and `String(contentsOfFile:)` then stops at 4 KB
    /// (4,045 of a 10,745-byte maps file), which would drop a busy thread's later children without a word.
    private static func children(of pid: Int32) -> [Int32] {
        guard let threads = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task") else { return [] }
        return threads.flatMap { thread in
            let list =
                FileHandle(forReadingAtPath: "/proc/\(pid)/task/\(thread)/children")
                .flatMap { try? $0.readToEnd() } ?? Data()
            return String(decoding: list, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap { Int32($0) }
        }
    }

    /// ``descendants(of:)`` by parent ids: every process in /proc read.
    static func walkedDescendants(of root: Int32) -> [Process] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        var children: [Int32: [Int32]] = [:]
        for entry in entries {
            guard let pid = Int32(entry), let ppid = parentPID(pid) else { continue }
            children[ppid, default: []].append(pid)
        }
        var found: [Process] = []
        var queue = (children[root] ?? []).map { ($0, root) }
        while let (pid, parent) = queue.popLast() {
            found.append(Process(pid: pid, name: name(pid), parent: parent))
            queue += (children[pid] ?? []).map { ($0, pid) }
        }
        return found
    }

    /// The WebKit web (content) processes below `root` (this process unless said).
    public static func webProcesses(below root: Int32 = ownPID) -> Set<Int32> {
        Set(descendants(of: root).filter { $0.name.hasPrefix("WebKitWebProces") }.map(\.pid))
    }

    /// Every WebKit process below this one (web and network processes; not bwrap, not Xvfb).
    public static func webKitProcesses() -> [Process] {
        descendants().filter { $0.name.hasPrefix("WebKit") }
    }

    /// This process plus every WebKit process below it, in MiB.
    public static func totalResidentMiB() -> Double {
        (residentMiB(ownPID) ?? 0) + webKitProcesses().compactMap { residentMiB($0.pid) }.reduce(0, +)
    }

    /// Proportional set size of `pid` in MiB (shared pages divided among the processes sharing them), or nil.
    ///
    /// Summed over many web processes, PSS counts WebKit's shared library once; RSS would count it per process.
    public static func proportionalMiB(_ pid: Int32) -> Double? {
        guard let rollup = try? String(contentsOfFile: "/proc/\(pid)/smaps_rollup", encoding: .utf8) else { return nil }
        for line in rollup.split(separator: "\n") where line.hasPrefix("Pss:") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            return fields.count >= 2 ? Double(fields[1]).map { $0 / 1024 } : nil
        }
        return nil
    }

    /// `root` and every WebKit process below it: their summed PSS and RSS in MiB and how many web processes.
    public static func tree(of root: Int32) -> (pss: Double, rss: Double, webProcesses: Int) {
        let webKit = descendants(of: root).filter { $0.name.hasPrefix("WebKit") }
        let pids = [root] + webKit.map(\.pid)
        return (
            pids.compactMap(proportionalMiB).reduce(0, +), pids.compactMap(residentMiB).reduce(0, +),
            webKit.filter { $0.name.hasPrefix("WebKitWebProces") }.count
        )
    }

    private static func parentPID(_ pid: Int32) -> Int32? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        // After "pid (comm)": state, then ppid. comm may hold spaces and parentheses, hence the last ")".
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count >= 2 ? Int32(fields[1]) : nil
    }

    private static func name(_ pid: Int32) -> String {
        ((try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? "")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
#endif
