import Foundation
#if canImport(WebContentGTK)
import WebContentGTK
#endif

/// Keeps the end of a run clean: output written unbuffered, and the GLib thread parked before the process exits.
///
/// WebContentGTK's exit hook stops the Xvfb it started; GTK, still polling its X connection on the GLib
/// thread, takes the lost connection as fatal and calls `_exit(1)` mid-exit, which drops buffered standard
/// output and turns a good run into exit status 1. Parking the GLib thread (it is idle by now: every engine is
/// closed) lets the hook finish and the process exit with its own status. The lasting fix belongs in the hook.
@MainActor
enum ExitGuard {
    /// Writes `text` and a newline straight to standard output.
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// Parks the GLib thread for good, when this run started one (it owns an X server or WebKit processes).
    static func parkGLibThread() async {
        #if canImport(WebContentGTK)
        guard !ProcessMemory.descendants().isEmpty else { return }
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
