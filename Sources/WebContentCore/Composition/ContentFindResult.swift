/// Where a find in the content stands: how many matches, which one is current.
public struct ContentFindResult: Hashable, Sendable, Codable {
    /// Plain-text, case-insensitive matches in the content (at most 10 000).
    public var matches: Int
    /// The current match, from 0; nil when there is none.
    public var current: Int?
    /// The current match's top edge in document coordinates, for the host to scroll to.
    public var top: Double?
    /// Whether the engine shows the matches (the CSS Custom Highlight API); counting works either way.
    public var highlighted: Bool

    /// A find state; the defaults are no match.
    public init(matches: Int = 0, current: Int? = nil, top: Double? = nil, highlighted: Bool = false) {
        self.matches = matches
        self.current = current
        self.top = top
        self.highlighted = highlighted
    }

    /// Reads a find handler's answer; nil (a failed call) is no match.
    init(_ value: JSONValue?) {
        let current = value?["current"]?.intValue ?? -1
        self.init(
            matches: value?["matches"]?.intValue ?? 0, current: current >= 0 ? current : nil,
            top: value?["top"]?.doubleValue, highlighted: value?["highlighted"]?.boolValue ?? false)
    }
}

/// The bridge handlers of find in page (Resources/js/find.js).
public enum FindHandlerName {
    /// Finds text as plain text and makes the first match current.
    ///
    /// Payload: text.
    public static let start = "find.start"
    /// Makes the next match current, wrapping around after the last.
    public static let next = "find.next"
    /// Makes the previous match current, wrapping around before the first.
    public static let previous = "find.previous"
    /// Ends the find and removes its highlights.
    public static let clear = "find.clear"
}
