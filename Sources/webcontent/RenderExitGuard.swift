import Foundation
#if os(Linux)
import WebContentGTK
#endif

/// Parks the GLib thread before the process exits, so the exit status is the run's own.
///
/// WebContentGTK's exit hook stops the Xvfb it started while GTK still polls its X connection on the GLib
/// thread; GTK takes the lost connection as fatal and calls `_exit(1)` mid-exit (seen in gdb: `_XIOError` from
/// `XPending` in `g_main_context_check`). Every engine is closed by now, so the thread is idle; parking it lets
/// the hook finish. The bench does the same; the lasting fix belongs in the hook.
@MainActor
enum RenderExitGuard {
    /// Parks the GLib thread for good. Call only when an engine was made (else it would start GTK and Xvfb).
    static func parkGLibThread() async {
        #if os(Linux)
        await withCheckedContinuation { (parked: CheckedContinuation<Void, Never>) in
            Task { @GLibActor in
                parked.resume()
                // Never returns to the main loop: the process exits around this job.
                while true { sleep(3600) }
            }
        }
        #endif
    }
}
