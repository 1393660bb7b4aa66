#if os(Linux)
import Foundation
import Logging

/// Whether WebKit's web processes run inside their bubblewrap sandbox, read from the process table.
///
/// WebKitGTK starts each web process through `bwrap` (its own mount, PID and network namespaces) unless it
/// believes an outer sandbox does the job: a `/.flatpak-info` file makes it take the machine for a Flatpak,
/// and `WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS` turns it off. Either way it says nothing, and untrusted
/// content runs with the full rights of this process, so the adapter looks after the first load and warns.
public enum WebProcessSandbox {
    /// Why WebKit would start web processes without `bwrap` here, as far as this process can tell.
    public static var likelyReason: String {
        let variable = ProcessInfo.processInfo.environment["WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS"] ?? ""
        if !variable.isEmpty && variable != "0" { return "WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS is set" }
        if FileManager.default.fileExists(atPath: "/.flatpak-info") {
            return "/.flatpak-info exists, so WebKit takes this machine for a Flatpak and leaves sandboxing to it"
        }
        if !FileManager.default.isExecutableFile(atPath: "/usr/bin/bwrap") { return "there is no /usr/bin/bwrap" }
        return "WebKit did not say why"
    }

    /// The web processes below `root` that share a mount, PID or network namespace with it.
    ///
    /// Read from `/proc/<pid>/ns`: inside the sandbox each has its own. A process gone before its links were read is
    /// left out; when `root`'s own links cannot be read, every process counts as sharing.
    public static func unsandboxed(below root: Int32 = ProcessMemory.ownPID) -> (checked: Int, unsandboxed: [Int32]) {
        let processes = ProcessMemory.webProcesses(below: root)
        let ours = spaces.map { namespace($0, of: root) }
        let shared = processes.filter { pid in
            zip(spaces, ours).contains { space, own in
                guard let theirs = namespace(space, of: pid) else { return false }
                return own == nil || theirs == own
            }
        }
        return (processes.count, shared.sorted())
    }

    private static let spaces = ["mnt", "pid", "net"]

    private static func namespace(_ space: String, of pid: Int32) -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/ns/\(space)")
    }

    /// Logs a warning when a web process runs unsandboxed; checks once, after the first web process started
    /// (WebKit decides for the whole process).
    @MainActor static func checkOnce() {
        guard !checked else { return }
        let processes = ProcessMemory.descendants().filter { $0.name.hasPrefix("WebKitWebProces") }
        guard !processes.isEmpty else { return }
        checked = true
        let unsandboxed = processes.filter { $0.parent == ProcessMemory.ownPID }.map { String($0.pid) }
        guard !unsandboxed.isEmpty else { return }
        logger.warning(
            "web process \(unsandboxed.joined(separator: ", ")) runs without WebKit's sandbox: \(likelyReason)")
    }

    private static let logger = Logger(label: "WebContentKit.sandbox")
    @MainActor private static var checked = false
}
#endif
