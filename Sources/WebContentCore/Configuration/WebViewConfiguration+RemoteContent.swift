extension WebViewConfiguration {
    /// This configuration with another remote-content policy: what a live module switches to when the reader asks for
    /// remote images ("Load remote images") or takes them back.
    ///
    /// Any origin may load under it.
    public func with(remoteContentPolicy policy: RemoteContentPolicy) -> WebViewConfiguration {
        var copy = self
        copy.remoteContentPolicy = policy
        copy.remoteOrigins = nil
        return copy
    }

    /// This configuration with what `grant` allows: its policy, its origins, and inline images withheld when it
    /// says so (junk).
    public func with(remoteContent grant: RemoteContentGrant) -> WebViewConfiguration {
        var copy = self
        copy.remoteContentPolicy = grant.policy
        copy.remoteOrigins = grant.origins
        copy.withholdsInlineImages = grant.withholdsInlineImages
        return copy
    }
}
