#if canImport(CWebKitGTK)
import CWebKitGTK
import Foundation

/// Loads Mesa's software driver on a thread of its own while the display, the bus and GTK start.
///
/// WebKit sets up an EGL display at its first load, and on a machine without a GPU that loads Mesa's software
/// rasteriser and the LLVM it links: 160 MB of libraries. From a cold page cache that took about 250 ms, on the
/// path of the first render; here it overlaps the rest of the start. The display stays initialised, so the driver
/// stays loaded for WebKit's own.
enum EGLWarmUp {
    /// Starts the warm-up when the machine has no GPU, so that Mesa's software driver is the one WebKit loads.
    ///
    /// Called once, as the package starts a display of its own.
    static func startIfSoftware() {
        guard !FileManager.default.fileExists(atPath: "/dev/dri") else { return }
        let thread = Thread { _ = wck_egl_warm_up() }
        thread.name = "WebContentGTK.EGLWarmUp"
        thread.start()
    }
}
#endif
