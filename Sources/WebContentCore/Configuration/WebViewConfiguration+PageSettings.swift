extension WebViewConfiguration {
    /// Every setting of a configuration that is a value, compared as one: what a page and its shell were made under.
    ///
    /// An engine handed on from one document to the next (the reader's `SpareEngine`) must have been made under
    /// the same settings as a new one would be. A setting added to the configuration lands here or in
    /// ``PageSettings/behaviourSettings`` (the core's tests fail until it does), so no comparison forgets it.
    package struct PageSettings: Equatable, Sendable {
        let disablesZoom: Bool
        let overridesTitleFromPage: Bool
        let features: Set<PageFeature.Name>
        /// The catalogue's names in order: what a name selects, and the order the scripts run in.
        let featureCatalog: [PageFeature.Name]
        let remoteContentPolicy: RemoteContentPolicy
        let remoteOrigins: [String]?
        let withholdsInlineImages: Bool
        let theme: Theme
        let trust: ContentTrust
        let viewportWidth: Double
        let stepTimeout: Duration
        let bridgeFrames: BridgeFrames
        let minimumFitScale: Double
        let textScale: Double
        /// Only whether there is one: which provider answers is behaviour (the reader's engines answer through a
        /// provider they switch from one message to the next, and check that they were made with one).
        let hasResourceProvider: Bool

        /// The configuration's settings that are behaviour, not values, and stay out of the comparison: the
        /// navigation chain and the message strategies answer whichever page asks.
        package static let behaviourSettings: Set<String> = ["navigationChain", "scriptMessageStrategies"]
    }

    /// This configuration's ``PageSettings``.
    package var pageSettings: PageSettings {
        PageSettings(
            disablesZoom: disablesZoom, overridesTitleFromPage: overridesTitleFromPage, features: features,
            featureCatalog: featureCatalog.map(\.name),
            remoteContentPolicy: remoteContentPolicy, remoteOrigins: remoteOrigins,
            withholdsInlineImages: withholdsInlineImages, theme: theme, trust: trust, viewportWidth: viewportWidth,
            stepTimeout: stepTimeout, bridgeFrames: bridgeFrames, minimumFitScale: minimumFitScale,
            textScale: textScale, hasResourceProvider: resourceProvider != nil)
    }
}
