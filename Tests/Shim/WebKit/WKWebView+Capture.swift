import Foundation

extension WKWebView {
    /// https://developer.apple.com/documentation/webkit/wkwebview/createpdf(configuration:completionhandler:)
    ///
    /// Apple makes one page of the configuration's rect (the whole content by default); WebKitGTK prints pages
    /// (ShimLimits), so the PDF here is paged. Its text is text on both.
    public func createPDF(
        configuration: WKPDFConfiguration = .init(),
        completionHandler: @escaping @MainActor @Sendable (Result<Data, any Error>) -> Void
    ) {
        let id = makeID()
        pdfCompletions[id] = completionHandler
        let backend = backend
        GLibQueue.shared.post { backend.printPDF(id: id) }
    }
}
