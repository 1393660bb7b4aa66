#if canImport(CWebKitGTK)
import Foundation
import WebContentCore

extension GTKWebEngine {
    /// How long a print or a whole-document snapshot may take: a long manual (200,000 px tall) takes WebKit
    /// seconds to paint, far past a render step's timeout.
    static let printTimeout: Duration = .seconds(60)

    /// A paged PDF of the document as it is now, printed by GTK's file printer (no dialog, no new load).
    public func printPDF() async throws -> Data {
        guard !isClosed else { throw WebContentError.engineClosed }
        let ticket = loadTicket
        await hostIsUpToDate()
        return try await host.printPDF(ticket: ticket, timeout: max(Self.printTimeout, configuration.stepTimeout))
    }
}
#endif
