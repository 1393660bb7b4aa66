/// Shortens what would swamp a report line: inline `data:` URLs keep their head and their length.
enum ReportAbbreviation {
    static let maximumURLLength = 200

    static func url(_ text: String) -> String {
        guard text.count > maximumURLLength, text.lowercased().hasPrefix("data:") else { return text }
        return String(text.prefix(64)) + "…(\(text.count) characters)"
    }
}
