/// What the colour step did to the content on the page (Resources/js/colours.js).
public struct ContentColourReport: PageFeatureReport {
    /// What the dark theme made of the content's colours.
    public enum Palette: String, Hashable, Sendable, Codable {
        /// The content's own dark rules (`prefers-color-scheme: dark`) apply, answered for the theme.
        case scheme
        /// Most of the text already sits on dark backgrounds of the content's own: its colours are kept.
        case dark
        /// Light backgrounds and borders were darkened and dark text lightened, hue kept.
        case adapted
        /// No dark theme: the content's colours as made.
        case light
        /// The reader asked for the original colours.
        case original
    }

    /// The feature whose steps answer it.
    public static let feature = PageFeature.Name.colours

    /// The bridge handler that applies a ``ContentColourMode`` (a render step, and a call on a live page).
    public static let handler = "colours.apply"

    /// The colour mode the step applied.
    public var mode: ContentColourMode
    /// What the step made of the content's colours.
    public var palette: Palette
    /// Elements whose text colour changed: lightened, or brought to 4.5:1 against its background.
    public var adjusted: Int

    /// A report of `mode`, `palette` and the number of elements adjusted.
    public init(mode: ContentColourMode, palette: Palette, adjusted: Int) {
        self.mode = mode
        self.palette = palette
        self.adjusted = adjusted
    }

    /// The report in `report`\'s step answers; nil when the feature\'s steps did not answer.
    public init?(_ report: RenderReport) { self.init(report.value(of: Self.handler)) }

    /// Reads the handler's answer; nil when it is not one.
    init?(_ value: JSONValue?) {
        guard let value, let mode = value["mode"]?.stringValue.flatMap(ContentColourMode.init(rawValue:)),
            let palette = value["palette"]?.stringValue.flatMap(Palette.init(rawValue:))
        else { return nil }
        self.init(mode: mode, palette: palette, adjusted: value["adjusted"]?.intValue ?? 0)
    }
}

/// How a message's colours are shown under the dark theme: darkened where that keeps the text readable, or as
/// its author made them.
///
/// The choice is per message: a module rendering new content starts again from ``adapted``.
public enum ContentColourMode: String, Hashable, Sendable, Codable, CaseIterable {
    /// The dark theme darkens the content as far as it stays readable: every text at 4.5:1 or more against its
    /// background (Resources/js/colours.js). Content with its own dark rules or a dark palette keeps them.
    case adapted
    /// The author's colours; content that paints its own colours gets the light page it was made for.
    case original
}
