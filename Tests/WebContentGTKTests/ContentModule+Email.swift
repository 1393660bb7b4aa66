import WebContentCore

extension ContentModule {
    /// Renders `html` as an email and waits for its result; a failed render throws.
    @discardableResult
    func renderEmail(_ html: String) async throws -> ContentRenderResult {
        try await renderAndWait(ContentDocument(html: html)).get()
    }
}
