/// One unit of what the page can do: its scripts, the bridge handlers they register, the render steps it adds,
/// and whether a configuration installs it.
///
/// A module installs only the features its configuration enables (``enabled(by:)``): a product page carries no
/// quote collapser and no find. The scripts run in the order of ``all``, a feature after those it
/// ``requires``; the render steps run in the order of their ``RenderPhase``. Adding a feature is its own
/// declaration (its `PageFeature+Name.swift` file, its scripts), one line in ``all``, and the Swift calls
/// that reach its handlers.
public struct PageFeature: Sendable {
    /// The features of the package, by name.
    public enum Name: String, Hashable, Sendable, CaseIterable, Codable {
        /// The bridge between the page and Swift, and the page's events (size, taps, title).
        case bridge
        /// The sanitizer that untrusted HTML passes through on the engine's own parser.
        case sanitizer
        /// The render steps every document takes: insert, lazy images, settle, collect, measure.
        case render
        /// A classic WordPress post as stored: captions from shortcodes, paragraphs from blank lines.
        case classicPosts
        /// Quoted history and signatures behind toggles.
        case quotes
        /// Fit-to-width and text scale.
        case reading
        /// Find in the page.
        case find
        /// The dark palette and the colour switch.
        case colours
        /// The contrast audit's list of texts and the switch that hides them for the second snapshot.
        case contrastAudit
        /// The header a message prints with.
        case print
    }

    /// The feature's name.
    public let name: Name
    /// Its scripts (package resources), in the order they run.
    public let scripts: [String]
    /// The bridge handlers its scripts register.
    public let handlers: [String]
    /// The features whose scripts its scripts use; they are installed with it, before it.
    public internal(set) var requires: [Name] = []
    /// Whether a configuration installs the feature on its own: every configuration, unless it says otherwise.
    var enabledWhen: @Sendable (WebViewConfiguration) -> Bool = { _ in true }
    /// The render steps it adds to a document's strategy: none, unless it says otherwise.
    var steps: @Sendable (RenderStepContext) -> [PhasedRenderStep] = { _ in [] }
    /// What it writes into untrusted content before the sanitizer reads it: nothing, unless it says otherwise.
    var rewritesContent: @Sendable (String) -> String = { $0 }

    /// Whether `configuration` installs this feature on its own (not counting the features that require it).
    public func isEnabled(by configuration: WebViewConfiguration) -> Bool { enabledWhen(configuration) }
}
