extension WebViewConfiguration {
    /// Fit-to-width's default floor: below about 0.7, mail set in 13-14 px type is too small to read.
    public static let defaultMinimumFitScale = 0.7
    /// The floors a configuration accepts; 1 turns zooming down off.
    public static let minimumFitScaleRange = 0.1...1.0
    /// The text scales a configuration and ``ContentModule/setTextScale(_:)`` accept.
    public static let textScaleRange = 0.8...3.0

    /// Whether the quoted history and signature that end a message collapse behind toggles: the
    /// ``PageFeature/Name/quotes`` feature, the email preset's.
    public var collapsesQuotes: Bool { features.contains(.quotes) }

    /// `scale` within ``minimumFitScaleRange``; not a number: the default.
    public static func clampedMinimumFitScale(_ scale: Double) -> Double {
        scale.isFinite
            ? min(max(scale, minimumFitScaleRange.lowerBound), minimumFitScaleRange.upperBound)
            : defaultMinimumFitScale
    }

    /// `scale` within ``textScaleRange``; not a number: 1.
    public static func clampedTextScale(_ scale: Double) -> Double {
        scale.isFinite ? min(max(scale, textScaleRange.lowerBound), textScaleRange.upperBound) : 1
    }

    /// This configuration with another text scale (clamped): what a live module renders its next content with.
    public func with(textScale scale: Double) -> WebViewConfiguration {
        var copy = self
        copy.textScale = scale
        return copy
    }
}
