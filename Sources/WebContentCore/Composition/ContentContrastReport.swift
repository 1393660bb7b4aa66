/// How readable the content's text is against what is behind it, from the engine's computed styles.
public struct ContentContrastReport: Hashable, Sendable, Codable {
    /// The bridge handler that audits (Resources/js/contrast.js).
    public static let handler = "contrast.audit"

    /// Elements holding visible text that were checked (at most 5000).
    public var checked: Int
    /// Of those, how many fall under WCAG AA (4.5:1, or 3:1 for large text).
    public var below: Int
    /// The lowest contrast ratio found; nil when nothing was checked.
    public var minimum: Double?

    /// A report of the given counts and lowest ratio.
    public init(checked: Int, below: Int, minimum: Double?) {
        self.checked = checked
        self.below = below
        self.minimum = minimum
    }

    /// Reads the handler's answer; nil when it is not one.
    init?(_ value: JSONValue) {
        guard let checked = value["checked"]?.intValue, let below = value["below"]?.intValue else { return nil }
        self.init(checked: checked, below: below, minimum: value["minimum"]?.doubleValue)
    }
}
