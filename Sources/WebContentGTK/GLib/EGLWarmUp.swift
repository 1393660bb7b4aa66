#if canImport(CWebKitGTK)
import CWebKitGTK
import Dispatch
import Foundation

/// Loads Mesa's software driver on a thread of its own while GTK and the first engine start.
///
/// WebKit sets up an EGL display at its first load, and on a machine without a GPU that loads Mesa's software
/// rasteriser and the LLVM it links: 160 MB of libraries. From a cold page cache that took about 250 ms, on the
/// path of the first render; here it overlaps the rest of the start. The display stays initialised, so the driver
/// stays loaded for WebKit's own.
enum EGLWarmUp {
    /// Signalled when the warm-up thread is done; the exit hook waits on it.
    private static let finished = DispatchSemaphore(value: 0)
    /// Whether a warm-up thread was started; written once, on the GLib thread, before the exit hook can read it.
    nonisolated(unsafe) private static var started = false

    /// Starts the warm-up when the machine has no GPU device, so that Mesa's software driver is the one WebKit
    /// loads.
    ///
    /// Called once, when the package has started a display of its own and set every environment variable it
    /// sets.
    static func startIfSoftware() {
        let devices = ["/dev/dri", "/dev/nvidiactl"]
        guard !devices.contains(where: { FileManager.default.fileExists(atPath: $0) }) else { return }
        started = true
        let thread = Thread {
            _ = wck_egl_warm_up()
            StartupTimeline.mark("egl")
            finished.signal()
        }
        thread.name = "WebContentGTK.EGLWarmUp"
        thread.start()
    }

    /// Waits, at most `timeout` seconds, for a warm-up still loading the driver: exit handlers (LLVM's and
    /// Mesa's) must not run under a thread that is still setting them up.
    static func waitBeforeExit(timeout: Double) {
        guard started, finished.wait(timeout: .now() + timeout) == .success else { return }
        finished.signal()
    }
}
#endif
