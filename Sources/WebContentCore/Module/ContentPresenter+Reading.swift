extension ContentPresenter {
    /// Scales the text of the content on screen and of later renders; heights follow as size events.
    public func setTextScale(_ scale: Double) async -> Double {
        guard let interactor else { return WebViewConfiguration.clampedTextScale(scale) }
        return await interactor.setTextScale(scale)
    }

    /// Finds `text` in the content on screen as plain text; the first match becomes current.
    public func find(_ text: String) async -> ContentFindResult {
        await interactor?.find(FindHandlerName.start, payload: .object(["text": .string(text)])) ?? ContentFindResult()
    }

    /// Moves the current match forward or back (wrapping around), or clears the find.
    public func moveFind(_ handler: String) async -> ContentFindResult {
        await interactor?.find(handler, payload: .object([:])) ?? ContentFindResult()
    }

    /// Audits the text contrast of the content on screen.
    public func auditContrast() async -> ContentContrastReport? {
        await interactor?.auditContrast()
    }
}
