import Foundation
import WebContentGTK

/// One PDF print in flight: where GTK writes it, and the call it answers (once: "failed" comes before
/// "finished" when printing fails).
final class PrintJob: @unchecked Sendable {
    let reference: GLibReference<WebViewBackend>
    let folder: URL
    let file: URL
    private var answered = false

    init(reference: GLibReference<WebViewBackend>, folder: URL, file: URL) {
        self.reference = reference
        self.folder = folder
        self.file = file
    }

    /// Reports the PDF, or `failure`, and removes the file.
    @GLibActor
    func finish(_ failure: String?) {
        guard !answered else { return }
        answered = true
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome: Result<Data, ShimError>
        if let failure {
            outcome = .failure(.webKit(.unknown, failure))
        } else if let data = try? Data(contentsOf: file), data.starts(with: Array("%PDF".utf8)) {
            outcome = .success(data)
        } else {
            outcome = .failure(.webKit(.unknown, "printing made no PDF"))
        }
        reference.target?.report(.pdfFinished(id: reference.id, outcome))
    }
}
