extension ContentInteractor {
    /// Shows the current message's colours as `mode`: on the live page at once (one bridge call, no reload) and in its
    /// later renders (a policy switch, a recovery).
    ///
    /// The height, if it changes, reaches the View through the page's size events. Returns what the page did; nil
    /// without content or when the call failed.
    public func setColourMode(_ mode: ContentColourMode) async -> ContentColourReport? {
        colourMode = mode
        guard currentDocument != nil, configuration.trust == .untrusted else { return nil }
        do {
            let value = try await webEngine.callBridge(
                ContentColourReport.handler, payload: .object(["mode": .string(mode.rawValue)]),
                timeout: configuration.stepTimeout)
            return ContentColourReport(value)
        } catch {
            // The next render of this message applies the mode anyway.
            logger.notice("colour mode \(mode.rawValue) not applied to the live page: \(error)")
            return nil
        }
    }
}
