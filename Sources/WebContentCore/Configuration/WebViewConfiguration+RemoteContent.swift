extension WebViewConfiguration {
    /// This configuration with another remote-content policy: what a live module switches to when the reader
    /// asks for remote images ("Load remote images") or takes them back. Any origin may load under it.
    public func with(remoteContentPolicy policy: RemoteContentPolicy) -> WebViewConfiguration {
        var copy = self
        copy.remoteContentPolicy = policy
        copy.remoteOrigins = nil
        return copy
    }

    /// This configuration with what `decision` allows: its policy, its origins, and inline images withheld for
    /// junk.
    public func with(remoteContent decision: RemoteContentDecision) -> WebViewConfiguration {
        var copy = self
        copy.remoteContentPolicy = decision.policy
        copy.remoteOrigins = decision.origins
        copy.withholdsInlineImages = decision.isJunk
        return copy
    }
}
