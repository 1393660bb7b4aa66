extension ContentInteractor {
    /// Shows the remote images the block policy withheld from the content on screen, in place: each blocked reference
    /// gets its proxied URL (trackers stay out), the configuration's ``ContentResourceProvider`` loads it, and nothing
    /// else of the page changes (no reload, no second sanitising).
    ///
    /// Later renders of the content go through the same proxy. Returns how many references it showed; nil when it
    /// cannot: no content, not under block, no provider to load them, junk, trusted content, or a failed call.
    public func showRemoteContentInPlace() async -> Int? {
        guard currentDocument != nil, configuration.trust == .untrusted, configuration.remoteContentPolicy == .block,
            configuration.resourceProvider != nil, !configuration.withholdsInlineImages
        else { return nil }
        do {
            let value = try await webEngine.callBridge(
                RenderStepName.showRemote, payload: .object([:]), timeout: configuration.stepTimeout)
            configuration = configuration.with(remoteContentPolicy: .proxy)
            logger.debug("remote content shown in place; later renders go through the proxy")
            return value["shown"]?.intValue ?? 0
        } catch {
            logger.notice("remote content not shown in place: \(error)")
            return nil
        }
    }
}
