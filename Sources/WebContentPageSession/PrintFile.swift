package import Foundation
package import WebContentCore

/// The file an engine's printer writes a PDF to, in a private temporary folder that goes once it is read back.
package struct PrintFile: Sendable {
    /// Where the printer writes.
    package let url: URL
    private let folder: URL

    /// A new, empty private folder for one print.
    package init() throws(WebContentError) {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "webcontentkit-print-\(UUID().uuidString)", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw WholeDocumentCapture.print.failure("no folder to print to: \(error.localizedDescription)")
        }
        url = folder.appendingPathComponent("document.pdf")
    }

    /// The PDF the printer wrote (``WholeDocumentCapture/pdf(_:)``); a printer that says it did not finish (an
    /// Apple print operation's `run()` answering false) fails the print.
    package func pdf(printed: Bool = true) throws(WebContentError) -> Data {
        guard printed else { throw WholeDocumentCapture.print.failure("the print operation did not finish") }
        return try WholeDocumentCapture.pdf(try? Data(contentsOf: url))
    }

    /// Removes the folder and what the printer left in it.
    package func remove() { try? FileManager.default.removeItem(at: folder) }
}
