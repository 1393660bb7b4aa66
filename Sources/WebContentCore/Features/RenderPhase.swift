/// Where in a render a feature's step runs: the steps of one document run phase by phase, and within a phase in
/// the order of the configuration's catalogue (``WebViewConfiguration/featureCatalog``).
public enum RenderPhase: Int, Comparable, Sendable, CaseIterable {
    /// The content goes into the page (sanitised) or a trusted page is stamped.
    case insert
    /// The content's markup is completed as the system it comes from shows it (a classic post's captions and
    /// paragraphs), before anything shapes or measures it.
    case markup
    /// What is shown changes (collapsed quotes), before anything measures its width.
    case shape
    /// Text scale: it changes the width the content needs, so it comes before the fit.
    case scale
    /// Fit-to-width.
    case fit
    /// Off-screen images deferred, once the fit placed them.
    case images
    /// The app's own steps (``RenderStrategyFactory/additionalSteps``).
    case app
    /// Colours: last of the steps that change the content, so every text, the app's included, is read.
    case appearance
    /// Images and fonts arrive (bounded), so what follows reads the final layout.
    case settle
    /// Links, images and embeds are collected.
    case collect
    /// The content's height is measured.
    case measure

    /// Earlier phases run first.
    public static func < (lhs: RenderPhase, rhs: RenderPhase) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A render step and the phase it runs in.
public struct PhasedRenderStep: Sendable {
    /// When it runs.
    public var phase: RenderPhase
    /// What it calls.
    public var step: RenderStep

    /// `step`, run in `phase`.
    public init(_ phase: RenderPhase, _ step: RenderStep) {
        self.phase = phase
        self.step = step
    }
}

/// What a feature's steps are made from: one render of one document.
public struct RenderStepContext: Sendable {
    /// The document rendered.
    public var document: ContentDocument
    /// The page composed for it (with the content to insert, or a trusted page).
    public var page: ComposedPage
    /// This render's generation.
    public var generation: RenderGeneration
    /// The configuration it renders under.
    public var configuration: WebViewConfiguration
    /// How its colours are shown.
    public var colourMode: ContentColourMode
    /// How long images and fonts may take to arrive.
    public var settleTimeout: Duration
}
