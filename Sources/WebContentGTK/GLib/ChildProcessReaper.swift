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
    /// Registers the exit hook once: park the GLib thread and let the EGL warm-up finish, then stop the children,
    /// then the X server they draw on.
    static func installExitHook() {
        atexit {
            // GDK exits the process (status 1) when its X server goes away: park the GLib thread first.
            GLibExecutor.shared.parkForExit(timeout: 2)
            EGLWarmUp.waitBeforeExit(timeout: 3)
            ChildProcessReaper.reapWebKitChildren()
            HeadlessDisplay.stop()
        }
    }

    /// Kills the WebKit processes we started, innermost first, and reaps our direct children.
    ///
    /// Web processes run inside two bubblewrap processes; killing the outer one first would orphan the inner
    /// ones to PID 1. So the processes inside die first (SIGKILL: nothing to save, and some inherit a blocked
    /// signal mask), the bubblewrap chain then exits on its own, and whatever is left is killed. Inside means
    /// WebKit's processes and the sandbox's D-Bus proxy: the proxy serves a bus that outlives it, so its
    /// bubblewrap would otherwise be waited for and killed a second later, in about half of all runs.
    static func reapWebKitChildren() {
        let me = getpid()
        let inside = { (name: String) in name.hasPrefix("WebKit") || name == "xdg-dbus-proxy" }
        let ours = ProcessMemory.descendants(of: me).filter { inside($0.name) || $0.name == "bwrap" }
        for process in ours where inside(process.name) { kill(process.pid, SIGKILL) }
        for process in ours where process.parent == me { reap(process.pid, within: 1.0) }
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
#endif
