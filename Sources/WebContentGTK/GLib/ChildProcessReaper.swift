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
    /// Registers the exit hook once: children first, then the X server they draw on.
    static func installExitHook() {
        atexit {
            ChildProcessReaper.reapWebKitChildren()
            HeadlessDisplay.stop()
        }
    }

    /// SIGTERMs our direct children named WebKit* or bwrap and waits (bounded) for each.
    static func reapWebKitChildren() {
        let children = webKitChildren()
        for pid in children { kill(pid, SIGTERM) }
        for pid in children {
            var status: Int32 = 0
            var reaped = false
            for _ in 0..<100 where !reaped {
                let result = waitpid(pid, &status, WNOHANG)
                reaped = result == pid || (result == -1 && errno == ECHILD)
                if !reaped { usleep(10_000) }
            }
            if !reaped {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
            }
        }
    }

    private static func webKitChildren() -> [pid_t] {
        let me = getpid()
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> pid_t? in
            guard let pid = pid_t(entry),
                let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
            else { return nil }
            let name = stat[stat.index(after: open)..<close]
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 2, pid_t(fields[1]) == me, name.hasPrefix("WebKit") || name == "bwrap" else {
                return nil
            }
            return pid
        }
    }
}
#endif
