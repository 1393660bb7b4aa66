extension WebViewConfiguration {
    /// The longest title taken from a page, in characters.
    public static let maxPageTitleLength = 200

    /// The host's new title when the page's `<title>` changes: nil unless ``overridesTitleFromPage`` is on
    /// (the page must not rename the app's screen unless the app asks), or when the page's title is blank.
    ///
    /// Whitespace runs (including newlines) collapse to one space and the result is capped, since the title
    /// comes from the page.
    public func hostTitle(fromPageTitle pageTitle: String?) -> String? {
        guard overridesTitleFromPage, let pageTitle else { return nil }
        let words = pageTitle.split(whereSeparator: { $0.isWhitespace || $0.isNewline })
        guard !words.isEmpty else { return nil }
        return String(words.joined(separator: " ").prefix(Self.maxPageTitleLength))
    }
}
