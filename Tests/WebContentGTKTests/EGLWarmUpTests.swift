import CWebKitGTK
import Foundation
import Testing

/// The start-up's EGL warm-up loads the driver WebKit's first load would, on a machine without a GPU.
@Suite
struct EGLWarmUpTests {
    @Test(.enabled(if: !FileManager.default.fileExists(atPath: "/dev/dri"), "a machine with a GPU warms nothing"))
    func theWarmUpInitialisesADisplayAndLeavesMesasDriverLoaded() throws {
        #expect(wck_egl_warm_up() != 0)
        // Read from the process's own memory map, not from EGL: the driver is mapped, and stays (the display is
        // kept), so WebKit's own EGL display finds it loaded.
        let maps = try String(contentsOfFile: "/proc/self/maps", encoding: .utf8)
        #expect(maps.split(separator: "\n").contains { $0.hasSuffix("_dri.so") })
    }
}
