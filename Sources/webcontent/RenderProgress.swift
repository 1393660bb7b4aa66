import Foundation

/// A one-line progress bar on standard error, drawn only when standard error is a terminal.
@MainActor
final class RenderProgress {
    let total: Int
    let isEnabled: Bool
    private var drawn = false

    init(total: Int, enabled: Bool) {
        self.total = total
        // Never into a file or a pipe: a log full of carriage returns helps nobody.
        isEnabled = enabled && total > 1 && isatty(STDERR_FILENO) == 1
    }

    /// Redraws the bar after `done` of `total` documents, naming the last one.
    func update(done: Int, last: String) {
        guard isEnabled else { return }
        let width = 24
        let filled = total == 0 ? width : width * done / total
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        let name = last.count > 40 ? "…" + last.suffix(39) : last
        write("\r\u{1B}[2K[\(bar)] \(done)/\(total) \(name)")
        drawn = true
    }

    /// Erases the bar so the table or summary starts on a clean line.
    func finish() {
        guard isEnabled, drawn else { return }
        write("\r\u{1B}[2K")
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
