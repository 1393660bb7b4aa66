import Foundation
import WebContentCore

/// A rendered document's record and, while its PNG is still to be written, the snapshot to write it from.
struct RenderedDocument: Sendable {
    var record: ReportRecord
    var png: PendingPNG?

    /// The record, once the PNG (if any) is encoded and written: a failure to do so fails the record.
    @MainActor
    func finished() async -> ReportRecord {
        var record = record
        guard let png else { return record }
        let writing = await RenderOutputFile.write(png.path, as: "snapshot", into: &record) {
            try await png.capture.png()
        }
        // Taking the snapshot, then encoding and writing it: not the time the next document rendered in between.
        record.timings.snapshotMs = png.capturing.milliseconds + writing
        if record.ok { record.snapshotPath = png.path }
        return record
    }
}

/// A snapshot taken for `path`, its PNG not made yet.
struct PendingPNG: Sendable {
    let path: String
    let capture: PNGCapture
    /// How long taking the snapshot took.
    let capturing: Duration

    init(path: String, capture: PNGCapture, started: ContinuousClock.Instant) {
        (self.path, self.capture, capturing) = (path, capture, .now - started)
    }
}
