import Foundation

/// Writes the run's output straight to standard output (unbuffered), so nothing is lost however the process ends.
///
/// The process exit itself is WebContentGTK's business: its exit hook parks the GLib thread before it stops
/// the X server (GDK would otherwise call `_exit(1)` when the display goes away, dropping buffered output).
enum ExitGuard {
    /// Writes `text` and a newline straight to standard output.
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
}
