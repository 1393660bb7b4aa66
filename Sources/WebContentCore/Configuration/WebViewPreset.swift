/// The named configurations of ``WebViewConfiguratorFactory``; the CLI's `--preset` values are the raw values.
public enum WebViewPreset: String, CaseIterable, Hashable, Sendable, Codable {
    /// The seed's default: deeplinks, home-tab switch, native routes; page and user messages; untrusted.
    case `default`
    /// The default with zoom off and the title taken from the page.
    case productPage
    /// A payment provider's pages: verification pages go native, deeplinks (return redirects) open; trusted.
    case payment
    /// Blog posts: untrusted, remote content allowed, links open in the browser.
    case post
    /// Mail: untrusted, remote content blocked, quoted text collapsed, links open in the browser.
    case email

    /// The preset called `name` (case-insensitive), or nil.
    public init?(name: String) {
        guard let preset = Self.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
            return nil
        }
        self = preset
    }

    /// Every name, for usage messages.
    public static var names: [String] { allCases.map(\.rawValue) }
}
