extension ContentInteractor {
    /// The text scale content renders with now.
    public var textScale: Double { configuration.textScale }

    /// Sets the text scale (clamped to ``WebViewConfiguration/textScaleRange``) for the next render and, when content
    /// is on the page, scales the live page's text and fits its width again: no reload.
    ///
    /// The new height reaches the View through the page's size events. Returns the scale in force.
    public func setTextScale(_ scale: Double) async -> Double {
        configuration = configuration.with(textScale: scale)
        let applied = configuration.textScale
        guard currentDocument != nil else { return applied }
        do {
            _ = try await webEngine.callBridge(
                RenderStepName.textScale, payload: .object(["scale": .number(applied), "refit": .bool(true)]),
                timeout: configuration.stepTimeout)
        } catch {
            // The next render applies the scale from the configuration anyway.
            logger.notice("text scale \(applied) not applied to the live page: \(error)")
        }
        return applied
    }

    /// Calls a find handler on the live page; a page without content, or a failed call, has no match.
    public func find(_ handler: String, payload: JSONValue = .object([:])) async -> ContentFindResult {
        guard currentDocument != nil, installs(.find, for: handler) else { return ContentFindResult() }
        do {
            let value = try await webEngine.callBridge(handler, payload: payload, timeout: configuration.stepTimeout)
            return ContentFindResult(value)
        } catch {
            logger.notice("\(handler) failed: \(error)")
            return ContentFindResult()
        }
    }
}
