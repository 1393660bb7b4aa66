extension ContentModule {
    /// Shows the remote images the block policy withheld, in the live page: no reload, no second sanitising, the
    /// same text where it was; the images load through the configuration's ``ContentResourceProvider`` (as
    /// under ``RemoteContentPolicy/proxy``) and the height, which only grows, reaches the output as size events.
    ///
    /// Returns how many references it showed (trackers are never among them); nil when it cannot: no content,
    /// a policy other than block, no resource provider to load them, junk, or trusted content. Use
    /// ``setRemoteContentPolicy(_:)`` to render again under another policy instead.
    public func showRemoteContentInPlace() async -> Int? {
        await interactor.showRemoteContentInPlace()
    }
}
