#if os(Linux)
import Foundation
import Logging

/// Whether WebKit's web processes run inside their bubblewrap sandbox, read from the process table.
///
/// WebKitGTK starts each web process through `bwrap` (its own mount, PID and network namespaces) unless it
/// believes an outer sandbox does the job: a `/.flatpak-info` file makes it take the machine for a Flatpak,
/// and `WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS` turns it off. Either way it says nothing, and untrusted
/// content runs with the full rights of this process, so the adapter looks after the first load and warns.
enum WebProcessSandbox {
    /// Why WebKit would start web processes without `bwrap` here, as far as this process can tell.
    static var likelyReason: String {
        let variable = ProcessInfo.processInfo.environment["WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS"] ?? ""
        if !variable.isEmpty && variable != "0" { return "WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS is set" }
        if FileManager.default.fileExists(atPath: "/.flatpak-info") {
            return "/.flatpak-info exists, so WebKit takes this machine for a Flatpak and leaves sandboxing to it"
        }
        if !FileManager.default.isExecutableFile(atPath: "/usr/bin/bwrap") { return "there is no /usr/bin/bwrap" }
        return "WebKit did not say why"
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
