import Foundation

/// What /proc says of a process: a count of live processes must not include one that has exited and waits to be
/// reaped (a zombie), which the process table still lists.
public enum ProcessState {
    /// Whether /proc/<pid>/stat says the process is a zombie or dead (or it is gone).
    public static func hasExited(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return true }
        // After "pid (comm)" comes the state letter; comm may hold spaces and parentheses, hence the last ")".
        let state = stat[stat.index(after: close)...].split(separator: " ").first
        return state == "Z" || state == "X"
    }
}
