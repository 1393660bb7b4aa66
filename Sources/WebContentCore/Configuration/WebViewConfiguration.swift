/// How a web view is set up: immutable and Sendable, made only by a ``WebViewConfigurator``.
public struct WebViewConfiguration: Sendable {
    /// Pinch and double-tap zoom are off.
    public internal(set) var disablesZoom: Bool
    /// The host title follows the page's `<title>`.
    public internal(set) var overridesTitleFromPage: Bool
    /// Decides every navigation the page attempts.
    public internal(set) var navigationChain: NavigationChain
    /// Page-to-Swift messages by name.
    public internal(set) var scriptMessageStrategies: ScriptMessageStrategyRegistry
    /// Extra vetted setup scripts, by name.
    public internal(set) var setupScriptOptions: [SetupScriptOption]
    /// What remote subresources may load.
    public internal(set) var remoteContentPolicy: RemoteContentPolicy
    /// Under ``RemoteContentPolicy/allow``, the only origins whose images load, as a trust store's origin grant
    /// gives them, normalised to `scheme://host[:port]`; nil: any origin.
    public internal(set) var remoteOrigins: [String]?
    /// Inline images (`data:` and `cid:`) are withheld as well: junk mail, whose spammers inline their images
    /// to get past blocked remote ones.
    public internal(set) var withholdsInlineImages: Bool
    public internal(set) var theme: Theme
    /// Untrusted content is sanitised and runs no page script; trusted content is the app's own.
    public internal(set) var trust: ContentTrust
    /// The width content is laid out for, in CSS pixels.
    public internal(set) var viewportWidth: Double
    /// The longest any single JavaScript call or render step may take.
    public internal(set) var stepTimeout: Duration
    /// Answers `cid:` references and proxied remote images; nil: neither loads.
    public internal(set) var resourceProvider: (any ContentResourceProvider)?
    /// Which frames run the bridge; iframes only by explicit option, with an origin check.
    public internal(set) var bridgeFrames: BridgeFrames
    /// The smallest zoom fit-to-width may use; content still wider scrolls sideways in its own box.
    public internal(set) var minimumFitScale: Double
    /// How much larger (or smaller) text renders than the content set it, within ``textScaleRange``.
    public internal(set) var textScale: Double

    package init(
        disablesZoom: Bool = false,
        overridesTitleFromPage: Bool = false,
        navigationChain: NavigationChain = NavigationChain([]),
        scriptMessageStrategies: ScriptMessageStrategyRegistry = ScriptMessageStrategyRegistry(),
        setupScriptOptions: [SetupScriptOption] = [],
        remoteContentPolicy: RemoteContentPolicy = .allow,
        remoteOrigins: [String]? = nil,
        withholdsInlineImages: Bool = false,
        theme: Theme = .automatic,
        trust: ContentTrust = .untrusted,
        viewportWidth: Double = 390,
        stepTimeout: Duration = .seconds(5),
        resourceProvider: (any ContentResourceProvider)? = nil,
        bridgeFrames: BridgeFrames = .topFrame,
        minimumFitScale: Double = WebViewConfiguration.defaultMinimumFitScale,
        textScale: Double = 1
    ) {
        self.disablesZoom = disablesZoom
        self.overridesTitleFromPage = overridesTitleFromPage
        self.navigationChain = navigationChain
        self.scriptMessageStrategies = scriptMessageStrategies
        self.setupScriptOptions = setupScriptOptions
        self.remoteContentPolicy = remoteContentPolicy
        self.remoteOrigins = RemoteOrigin.normalized(remoteOrigins)
        self.withholdsInlineImages = withholdsInlineImages
        self.theme = theme
        self.trust = trust
        self.viewportWidth = viewportWidth
        self.stepTimeout = stepTimeout
        self.resourceProvider = resourceProvider
        self.bridgeFrames = bridgeFrames
        self.minimumFitScale = Self.clampedMinimumFitScale(minimumFitScale)
        self.textScale = Self.clampedTextScale(textScale)
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

/// A named, vetted setup script that callers may switch on. No free-form script strings.
public enum SetupScriptOption: String, Hashable, Sendable, Codable, CaseIterable {
    /// Quoted history and the signature that end a message start collapsed behind a toggle (quotes.js: the
    /// markup of Gmail, Outlook, Apple Mail, Thunderbird, Yahoo, Proton, Fastmail, Yandex, Zoho, "On ... wrote:"
    /// lines, `>` quotes of plain text, `-- `); on in the email preset. A quote followed by the sender's own
    /// inline replies stays open.
    case collapseQuotedText
    /// Images load only when near the viewport.
    case lazyImages
}
