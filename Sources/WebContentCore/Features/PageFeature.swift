/// One unit of what the page can do: its scripts, the bridge handlers they register and the render steps it adds.
///
/// Features are the one vocabulary for what a page gets: a configuration holds the names of its features
/// (``WebViewConfiguration/features``), presets are named sets of them, and a module installs exactly those
/// (``enabled(by:)``): a product page carries no quote collapser and no find, a trusted page no sanitizer. The scripts
/// run in the order of the configuration's catalogue (``WebViewConfiguration/featureCatalog``), a feature after those
/// it ``requires``; the render steps run in the order of their
/// ``RenderPhase``. Adding a feature is its own file (`PageFeature+Name.swift`: its ``Name``, its declaration, its
/// steps' handler names and its report type) and its scripts, plus one line: in ``all`` for the core's, or
/// ``WebViewConfigurator/add(_:)`` for one another module declares (its scripts read from its own bundle).
public struct PageFeature: Sendable {
    /// A feature's name: each feature declares its own (`extension PageFeature.Name` in its file), and the names
    /// of the core's features are those of ``PageFeature/all``.
    public struct Name: RawRepresentable, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
        /// The name as the configuration and the report's `reports` object spell it.
        public let rawValue: String

        /// The name spelled `rawValue`; a name no feature declares selects nothing.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The names of the core's features, in ``PageFeature/all``'s order.
        public static var allCases: [Name] { PageFeature.all.map(\.name) }

        /// What a configuration starts with (fit-to-width, and the colours of untrusted content), which presets add to.
        public static let standard: Set<Name> = [.reading, .colours]

        /// The name as spelled (``rawValue``).
        public var description: String { rawValue }
    }

    /// The feature's name.
    public let name: Name
    /// Its scripts (package resources), in the order they run.
    public let scripts: [String]
    /// The bridge handlers its scripts register.
    public let handlers: [String]
    /// The features whose scripts its scripts use; they are installed with it, before it.
    public internal(set) var requires: [Name]
    /// It works on the untrusted content the insert step sanitises into the shell, so a trusted page (the app's own,
    /// loaded as it is, never inserted) does not get it unless a feature it has requires it.
    public internal(set) var contentOnly: Bool
    /// The render steps it adds to a document's strategy: none, unless it says otherwise.
    var steps: @Sendable (RenderStepContext) -> [PhasedRenderStep]
    /// What it writes into untrusted content before the sanitizer reads it: nothing, unless it says otherwise.
    var rewritesContent: @Sendable (String) -> String
    /// The type that reads its steps' answers into its report; nil: it reports nothing.
    public internal(set) var reportType: (any PageFeatureReport.Type)?
    /// The text of one of its ``scripts``: the core's resources, or the bundle of the module that declares it.
    let scriptSource: @Sendable (String) -> String

    /// A feature called `name`: its `scripts` (read by `scriptSource`), the bridge `handlers` they register, the
    /// features it `requires`, whether it is `contentOnly`, the render `steps` it adds, how it `rewritesContent`
    /// before the sanitizer reads it, and the type of its report.
    ///
    /// A feature declared outside the core reads its scripts from its own module's bundle and reaches a page through
    /// ``WebViewConfigurator/add(_:)``.
    public init(
        name: Name, scripts: [String], handlers: [String], requires: [Name] = [], contentOnly: Bool = false,
        steps: @escaping @Sendable (RenderStepContext) -> [PhasedRenderStep] = { _ in [] },
        rewritesContent: @escaping @Sendable (String) -> String = { $0 },
        reportType: (any PageFeatureReport.Type)? = nil,
        scriptSource: @escaping @Sendable (String) -> String = { PackageResources.text($0) }
    ) {
        (self.name, self.scripts, self.handlers, self.requires, self.contentOnly) =
            (name, scripts, handlers, requires, contentOnly)
        (self.steps, self.rewritesContent, self.reportType, self.scriptSource) =
            (steps, rewritesContent, reportType, scriptSource)
    }
}
