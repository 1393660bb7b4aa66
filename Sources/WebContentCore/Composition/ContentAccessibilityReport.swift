/// How accessible a message is to a screen reader, as the collect step found it in the rendered content.
///
/// Counted after the sanitizer, so it describes what assistive technology is given: a layout table the
/// sanitizer marked `role="presentation"` counts as layout. The message's language and direction are
/// ``DocumentReport/lang`` and ``DocumentReport/dir``; each link's accessible name is
/// ``DocumentReport/Link/name``.
public struct ContentAccessibilityReport: Hashable, Sendable, Codable {
    /// `img` elements in the content, shown or withheld.
    public var images: Int
    /// Images without an `alt` attribute (`alt=""` marks decoration and counts as having one).
    public var imagesWithoutAlt: Int
    /// The heading levels (1-6) in document order: `h1`-`h6` and `role="heading"` with its `aria-level`.
    public var headings: [Int]
    /// Tables marked `role="presentation"` or `role="none"`: read as layout, not as rows and columns.
    public var layoutTables: Int
    /// Every other table: announced with its rows and columns.
    public var dataTables: Int
    /// Links whose accessible name is empty: a screen reader can only read their address.
    public var linksWithoutName: Int
}

// In an extension, so the memberwise initialiser is synthesised: reports come from the collect step (or from JSON),
// no caller outside the module makes one of counts.
extension ContentAccessibilityReport {
    /// Reads the collect step's `accessibility` value; nil when there is none (an engine whose page scripts
    /// do not report it).
    init?(_ value: JSONValue?) {
        guard let value, case .object = value else { return nil }
        self.init(
            images: value["images"]?.intValue ?? 0, imagesWithoutAlt: value["imagesWithoutAlt"]?.intValue ?? 0,
            headings: (value["headings"]?.arrayValue ?? []).compactMap(\.intValue),
            layoutTables: value["layoutTables"]?.intValue ?? 0, dataTables: value["dataTables"]?.intValue ?? 0,
            linksWithoutName: value["linksWithoutName"]?.intValue ?? 0)
    }
}
