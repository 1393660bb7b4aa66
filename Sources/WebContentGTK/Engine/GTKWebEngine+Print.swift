#if canImport(CWebKitGTK)
public import Foundation
import WebContentCore
import WebContentPageSession

extension GTKWebEngine {
    /// A paged PDF of the document as it is now, printed by GTK's file printer (no dialog, no new load).
    public func printPDF() async throws -> Data {
        guard !isClosed else { throw WebContentError.engineClosed }
        let ticket = loadTicket
        await hostIsUpToDate()
        let timeout = WholeDocumentCapture.timeout(stepTimeout: configuration.stepTimeout)
        return try await host.printPDF(ticket: ticket, timeout: timeout)
    }
}
#endif
