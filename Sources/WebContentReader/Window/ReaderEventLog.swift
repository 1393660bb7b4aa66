#if os(Linux)
import Foundation
import WebContentGTK

/// What the window shows, told as it happens: one ``ReaderEvent`` each to the options' listener, and a
/// numbered PNG of the window each in the record folder.
@MainActor
final class ReaderEventLog {
    let listener: (@Sendable (ReaderEvent) -> Void)?
    let recordFolder: String?
    private var count = 0

    init(listener: (@Sendable (ReaderEvent) -> Void)?, recordFolder: String?) {
        self.listener = listener
        self.recordFolder = recordFolder
    }

    /// Someone reads the events or their pictures: without, the window skips gathering what they would say.
    var isActive: Bool { listener != nil || recordFolder != nil }

    /// Records the window as it looks now, then tells `event` (`name` first, then `fields` in order): whoever
    /// reads the event finds its picture already written.
    func log(_ name: String, _ fields: [(String, ReaderEvent.Value)] = [], window: ReaderWindow) async {
        count += 1
        if let recordFolder {
            let path = "\(recordFolder)/\(String(format: "%02d", count))-\(name).png"
            await Self.settle()
            _ = await window.savePNG(path)
        }
        listener?(ReaderEvent(name, fields))
    }

    /// Tells `name` with `fields` to the listener alone, with no picture: for what is told many times a second.
    func tell(_ name: String, _ fields: [(String, ReaderEvent.Value)]) {
        listener?(ReaderEvent(name, fields))
    }

    /// Lets GTK lay out and paint what changed (a few frames), so a picture shows it.
    static func settle() async {
        for _ in 0..<12 { try? await Task.sleep(for: .milliseconds(16)) }
    }
}
#endif
