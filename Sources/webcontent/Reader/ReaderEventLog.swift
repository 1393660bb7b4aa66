#if os(Linux)
import Foundation
import WebContentGTK

/// What the window shows, told as it happens: one JSON line each on standard output (`--events`) and a
/// numbered PNG of the window each in the record folder (`--record`).
@MainActor
final class ReaderEventLog {
    let printsEvents: Bool
    let recordFolder: String?
    private var count = 0

    init(printsEvents: Bool, recordFolder: String?) {
        self.printsEvents = printsEvents
        self.recordFolder = recordFolder
    }

    /// Someone reads the events or their pictures: without, the window skips gathering what they would say.
    var isActive: Bool { printsEvents || recordFolder != nil }

    /// Records the window as it looks now, then logs `event` (`name` first, then `fields` in order): whoever
    /// reads the line finds its picture already written.
    func log(_ name: String, _ fields: [(String, OrderedJSON)] = [], window: ReaderWindow) async {
        count += 1
        if let recordFolder {
            let path = "\(recordFolder)/\(String(format: "%02d", count))-\(name).png"
            await window.settle()
            _ = await window.savePNG(path)
        }
        if printsEvents {
            let line = OrderedJSON.object([("event", .string(name))] + fields).text
            FileHandle.standardOutput.write(Data((line + "\n").utf8))
        }
    }
}
#endif
