import Foundation

extension ContentPresenter {
    /// A paged PDF of the content on screen, with `header` above it.
    public func printPDF(header: ContentPrintHeader?) async throws -> Data {
        guard let interactor else { throw WebContentError.engineClosed }
        return try await interactor.printPDF(header: header)
    }
}
