/// One unit of what the page can do: its scripts, the bridge handlers they register and the render steps it adds.
///
/// Features are the one vocabulary for what a page gets: a configuration holds the names of its features
/// (``WebViewConfiguration/features``), presets are named sets of them, and a module installs exactly those
/// (``enabled(by:)``): a product page carries no quote collapser and no find, a trusted page no sanitizer. The scripts
/// run in the order of ``all``, a feature after those it ``requires``; the render steps run in the order of their
/// ``RenderPhase``. Adding a feature is its own declaration (its `PageFeature+Name.swift` file, its scripts), one
/// case in ``Name``, one line in ``all``, and the Swift calls that reach its handlers.
public struct PageFeature: Sendable {
    /// The features of the package, by name.
    public enum Name: String, Hashable, Sendable, CaseIterable, Codable {
        /// The bridge between the page and Swift, and the page's events (size, taps, title).
        case bridge
        /// The sanitizer that untrusted HTML passes through on the engine's own parser.
        case sanitizer
        /// The render steps every document takes: insert, settle, collect, measure.
        case render
        /// Images below the first screen load only when they come near it.
        case lazyImages
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

        /// What a configuration starts with (fit-to-width, and the colours of untrusted content), which presets add to.
        public static let standard: Set<Name> = [.reading, .colours]
    }

    /// The feature's name.
    public let name: Name
    /// Its scripts (package resources), in the order they run.
    public let scripts: [String]
    /// The bridge handlers its scripts register.
    public let handlers: [String]
    /// The features whose scripts its scripts use; they are installed with it, before it.
    public internal(set) var requires: [Name] = []
    /// It works on the untrusted content the insert step sanitises into the shell, so a trusted page (the app's own,
    /// loaded as it is, never inserted) does not get it unless a feature it has requires it.
    public internal(set) var contentOnly = false
    /// The render steps it adds to a document's strategy: none, unless it says otherwise.
    var steps: @Sendable (RenderStepContext) -> [PhasedRenderStep] = { _ in [] }
    /// What it writes into untrusted content before the sanitizer reads it: nothing, unless it says otherwise.
    var rewritesContent: @Sendable (String) -> String = { $0 }
    /// The type that reads its steps' answers into its report; nil: it reports nothing.
    public internal(set) var reportType: (any PageFeatureReport.Type)? = nil
}
