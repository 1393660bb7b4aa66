public import Foundation

extension ContentModule {
    /// A paged PDF of the content on screen: its text stays text, and a message's `header` (subject, sender,
    /// date) comes first.
    ///
    /// Nothing reloads and nothing new loads: the content prints under its remote-content policy, and the header
    /// is gone from the page again once the PDF is made. Throws ``WebContentError/invalidInput(_:)`` when nothing
    /// was rendered, or a header is asked for and the configuration has no ``PageFeature/Name/print``; or the
    /// engine's error.
    public func printPDF(header: ContentPrintHeader? = nil) async throws -> Data {
        try await interactor.printPDF(header: header)
    }

    /// The zoom the last PDF's content printed at: below the screen's when content wider than the screen at the
    /// readability floor was zoomed to the page's width, since paper cannot scroll sideways; nil before a PDF, or
    /// when the configuration fits no width.
    public var printScale: Double? { interactor.printScale }
}
