import CWebKitGTK
import Foundation
import Testing
import WebContentConformance

/// The start-up's EGL warm-up loads the driver WebKit's first load would, on a machine without a GPU.
///
/// The check runs in a child copy of this test binary that runs nothing else: EGL displays are process-wide (one
/// surfaceless display per process, whoever asks for it), so in the shared test process another suite's GTK or
/// WebKit could terminate the display between the warm-up and the read, and the memory map would then be about
/// them, not about the warm-up (one fresh-clone CI run of 723 tests saw the driver missing that way, once).
@Suite(.timeLimit(.minutes(10)))
struct EGLWarmUpTests {
    private static let noGPU = !FileManager.default.fileExists(atPath: "/dev/dri")

    @Test(.enabled(if: noGPU && !ChildTestRun.isChild, "a machine with a GPU warms nothing"))
    func theWarmUpInitialisesADisplayAndLeavesMesasDriverLoaded() async throws {
        let child = try ChildTestRun.start("EGLWarmUpTests/theDriverIsMappedAfterTheWarmUp")
        let status = await child.wait(limit: .seconds(120))
        let printed = child.output + child.errorOutput
        #expect(status == 0, "\(printed.suffix(3000))")
        // The child really ran the check (a filter that matched nothing would also exit 0).
        #expect(printed.contains("theDriverIsMappedAfterTheWarmUp() passed"), "\(printed.suffix(3000))")
    }

    /// The check proper, in the child.
    @Test(.enabled(if: noGPU && ChildTestRun.isChild, "runs only in the child the test above starts"))
    func theDriverIsMappedAfterTheWarmUp() throws {
        // The control: nothing in this fresh process has loaded Mesa's driver before the warm-up.
        #expect(try Self.driverLines().isEmpty, "the driver was loaded before the warm-up: the check proves nothing")
        #expect(wck_egl_warm_up() != 0)
        // Read from the process's own memory map, not from EGL: the driver is mapped, and stays (the display is
        // kept), so WebKit's own EGL display finds it loaded.
        let mapped = try Self.driverLines()
        #expect(!mapped.isEmpty, "no *_dri.so mapped after the warm-up")
    }

    private static func driverLines() throws -> [Substring] {
        // Read to its end: String(contentsOfFile:) stops at 4 KB of a /proc file (its size reads 0), where a test
        // process's maps run far longer, the driver anywhere in them.
        let maps = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/maps")).readToEnd() ?? Data()
        return String(decoding: maps, as: UTF8.self).split(separator: "\n").filter { $0.hasSuffix("_dri.so") }
    }
}
