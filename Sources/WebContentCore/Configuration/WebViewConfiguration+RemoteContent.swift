extension WebViewConfiguration {
    /// This configuration with another remote-content policy: what a live module switches to when the reader
    /// asks for remote images ("Load remote images") or takes them back.
    public func with(remoteContentPolicy policy: RemoteContentPolicy) -> WebViewConfiguration {
        WebViewConfiguration(
            disablesZoom: disablesZoom, overridesTitleFromPage: overridesTitleFromPage,
            navigationChain: navigationChain, scriptMessageStrategies: scriptMessageStrategies,
            setupScriptOptions: setupScriptOptions, remoteContentPolicy: policy, theme: theme, trust: trust,
            viewportWidth: viewportWidth, stepTimeout: stepTimeout, resourceProvider: resourceProvider,
            bridgeFrames: bridgeFrames, minimumFitScale: minimumFitScale, textScale: textScale)
    }
}
