/// How a web view is set up: immutable and Sendable, made only by a ``WebViewConfigurator``.
public struct WebViewConfiguration: Sendable {
    /// Pinch and double-tap zoom are off.
    public package(set) var disablesZoom = false
    /// The host title follows the page's `<title>`.
    public package(set) var overridesTitleFromPage = false
    /// Decides every navigation the page attempts.
    public package(set) var navigationChain = NavigationChain([])
    /// Page-to-Swift messages by name.
    public package(set) var scriptMessageStrategies = ScriptMessageStrategyRegistry()
    /// What the page gets beyond the bridge, the render steps and (for untrusted content) the sanitizer, by name:
    /// ``PageFeature/enabled(by:)`` installs exactly these and what they require.
    public package(set) var features = PageFeature.Name.standard
    /// The features ``features`` may name, in the order their scripts run: the core's (``PageFeature/all``), then
    /// those other modules declare, as ``WebViewConfigurator/add(_:)`` added them.
    public package(set) var featureCatalog = PageFeature.all
    /// What remote subresources may load.
    public package(set) var remoteContentPolicy = RemoteContentPolicy.allow
    /// Under ``RemoteContentPolicy/allow``, the only origins whose images load, as a trust store's origin grant
    /// gives them, normalised to `scheme://host[:port]` (so the sanitizer and the CSP compare the same list);
    /// nil: any origin.
    public package(set) var remoteOrigins: [String]? = nil {
        didSet { remoteOrigins = RemoteOrigin.normalized(remoteOrigins) }
    }
    /// Inline images (`data:` and `cid:`) are withheld as well: junk mail, whose spammers inline their images
    /// to get past blocked remote ones.
    public package(set) var withholdsInlineImages = false
    /// The colour theme the content renders in; `automatic` follows the system's.
    public package(set) var theme = Theme.automatic
    /// Untrusted content is sanitised and runs no page script; trusted content is the app's own.
    public package(set) var trust = ContentTrust.untrusted
    /// The width content is laid out for, in CSS pixels.
    public package(set) var viewportWidth = 390.0
    /// The longest any single JavaScript call or render step may take.
    public package(set) var stepTimeout = Duration.seconds(5)
    /// Answers `cid:` references and proxied remote images; nil: neither loads.
    public package(set) var resourceProvider: (any ContentResourceProvider)?
    /// Which frames run the bridge; iframes only by explicit option, with an origin check.
    public package(set) var bridgeFrames = BridgeFrames.topFrame
    /// The smallest zoom fit-to-width may use; content still wider scrolls sideways in its own box.
    public package(set) var minimumFitScale = WebViewConfiguration.defaultMinimumFitScale {
        didSet { minimumFitScale = Self.clampedMinimumFitScale(minimumFitScale) }
    }
    /// How much larger (or smaller) text renders than the content set it, within ``textScaleRange``.
    public package(set) var textScale = 1.0 {
        didSet { textScale = Self.clampedTextScale(textScale) }
    }

    /// The defaults, which a ``WebViewConfigurator`` changes step by step.
    package init() {}

    /// The defaults as `adjust` changes them: for this package's tests, which set a chain of their own.
    package init(_ adjust: (inout WebViewConfiguration) -> Void) {
        adjust(&self)
    }
}

/// Whether content is the app's own (scripts on, no sanitizer) or anybody's.
public enum ContentTrust: String, Hashable, Sendable, Codable {
    case untrusted, trusted
}

/// What remote subresources (images, media, fonts, styles) may load.
public enum RemoteContentPolicy: String, Hashable, Sendable, Codable {
    /// Nothing remote loads; every attempt is counted (the e-mail default).
    case block
    /// Remote images and media load; nothing else does.
    case allow
    /// Remote images go through a caller-provided loader.
    case proxy
}

/// Light, dark, or following the system.
public enum Theme: String, Hashable, Sendable, Codable {
    case automatic, light, dark
}
