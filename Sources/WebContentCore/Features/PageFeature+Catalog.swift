extension PageFeature {
    /// Every feature of the package, in the order their scripts run.
    public static let all: [PageFeature] = [
        .bridge, .render, .sanitizer, .classicPosts, .quotes, .reading, .find, .colours, .contrastAudit, .print,
    ]

    /// The feature called `name`.
    public static func named(_ name: Name) -> PageFeature {
        all.first { $0.name == name }!
    }

    /// The features `configuration` installs, in ``all``'s order: those it enables and those they require.
    public static func enabled(by configuration: WebViewConfiguration) -> [PageFeature] {
        var names = Set<Name>()
        func include(_ feature: PageFeature) {
            guard names.insert(feature.name).inserted else { return }
            for required in feature.requires { include(named(required)) }
        }
        for feature in all where feature.isEnabled(by: configuration) { include(feature) }
        return all.filter { names.contains($0.name) }
    }
}
