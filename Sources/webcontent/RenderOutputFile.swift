import Foundation
import WebContentCore

/// Writes one of a document's output files (its PNG, its PDF): a failure becomes a reason in the record.
@MainActor
enum RenderOutputFile {
    /// Writes what `make` produces to `path`; returns the milliseconds it took.
    ///
    /// An engine error is "`what` failed", a file that cannot be written is named; either marks the record failed.
    static func write(
        _ path: String, as what: String, into record: inout ReportRecord, make: () async throws -> Data
    ) async -> Double {
        let start = ContinuousClock.now
        do {
            try await make().write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch let error as WebContentError {
            record.ok = false
            record.errors.append("\(what) failed: \(error)")
        } catch {
            record.ok = false
            record.errors.append("cannot write \(path): \((error as NSError).localizedDescription)")
        }
        return (ContinuousClock.now - start).milliseconds
    }
}
