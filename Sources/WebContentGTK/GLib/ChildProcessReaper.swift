#if canImport(CWebKitGTK)
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Stops and reaps the helper processes WebKit started for us (web, network, bubblewrap) when the process exits.
///
/// They would exit on their own once our sockets close, but only after we are gone, leaving zombies for a
/// PID 1 that may never reap them. Killing and waiting for our own direct children avoids that.
enum ChildProcessReaper {
    /// Registers the exit hook once: park the GLib thread, then children, then the X server they draw on.
    static func installExitHook() {
        atexit {
            // GDK exits the process (status 1) when its X server goes away: park the GLib thread first.
            GLibExecutor.shared.parkForExit(timeout: 2)
            ChildProcessReaper.reapWebKitChildren()
            HeadlessDisplay.stop()
        }
    }

    /// Kills the WebKit processes we started, innermost first, and reaps our direct children.
    ///
    /// Web processes run inside two bubblewrap processes; killing the outer one first would orphan the inner
    /// ones to PID 1. So the WebKit processes die first (SIGKILL: nothing to save, and some inherit a blocked
    /// signal mask), the bubblewrap chain then exits on its own, and whatever is left is killed.
    static func reapWebKitChildren() {
        let table = ProcessTable()
        let me = getpid()
        let ours = table.descendants(of: me)
        for pid in ours where table.names[pid]?.hasPrefix("WebKit") == true { kill(pid, SIGKILL) }
        let children = ours.filter { table.parents[$0] == me }
        for pid in children { reap(pid, within: 1.0) }
    }

    /// Waits for `pid` to exit on its own, then kills it.
    private static func reap(_ pid: pid_t, within seconds: Double) {
        var status: Int32 = 0
        for _ in 0..<Int(seconds * 100) {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid || (result == -1 && errno == ECHILD) { return }
            usleep(10_000)
        }
        kill(pid, SIGKILL)
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    }
}

/// A snapshot of /proc: each process's parent and name.
private struct ProcessTable {
    var parents: [pid_t: pid_t] = [:]
    var names: [pid_t: String] = [:]

    init() {
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(entry),
                let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
            else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 2, let parent = pid_t(fields[1]) else { continue }
            parents[pid] = parent
            names[pid] = String(stat[stat.index(after: open)..<close])
        }
    }

    /// Every process below `root`, named WebKit* or bwrap (ours to stop).
    func descendants(of root: pid_t) -> [pid_t] {
        parents.keys.filter { pid in
            guard let name = names[pid], name.hasPrefix("WebKit") || name == "bwrap" else { return false }
            var current = pid
            for _ in 0..<8 {
                guard let parent = parents[current], parent > 1 else { return false }
                if parent == root { return true }
                current = parent
            }
            return false
        }
    }
}
#endif
