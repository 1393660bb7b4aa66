#if os(Linux)
import Foundation
import WebContentGTK

extension ReaderSession {
    /// The reader's live WebKit web processes, read from /proc (below the reader's pid, through bubblewrap); a
    /// process that has exited but is not yet reaped (a zombie) is not live.
    func webProcesses() -> Int {
        ProcessMemory.descendants(of: reader.pid).filter { process in
            process.name.hasPrefix("WebKitWebProces") && !Self.hasExited(process.pid)
        }.count
    }

    /// Whether /proc/<pid>/stat says the process is a zombie or dead (or it is gone).
    static func hasExited(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return true }
        // After "pid (comm)" comes the state letter; comm may hold spaces and parentheses, hence the last ")".
        let state = stat[stat.index(after: close)...].split(separator: " ").first
        return state == "Z" || state == "X"
    }
}
#endif
