extension PageFeature {
    /// Every feature of the package, in the order their scripts run.
    public static let all: [PageFeature] = [
        .bridge, .render, .sanitizer, .lazyImages, .classicPosts, .quotes, .reading, .find, .colours, .contrastAudit,
        .print,
    ]

    /// What every page has, whatever its configuration names: the bridge and the render steps.
    public static let base: Set<Name> = [.bridge, .render]

    /// The feature called `name`; nil for a name none of ``all`` has.
    public static func named(_ name: Name) -> PageFeature? {
        all.first { $0.name == name }
    }

    /// The features `configuration` installs, in ``all``'s order: the ``base``, the sanitizer for untrusted content,
    /// the configuration's ``WebViewConfiguration/features`` (those that are ``contentOnly`` for untrusted content
    /// only), and the features those require.
    ///
    /// The sanitizer is not the configuration's to leave out: untrusted content never reaches a page unsanitised.
    public static func enabled(by configuration: WebViewConfiguration) -> [PageFeature] {
        let untrusted = configuration.trust == .untrusted
        var asked = base.union(configuration.features)
        if untrusted { asked.insert(.sanitizer) }
        var names = Set<Name>()
        func include(_ feature: PageFeature) {
            guard names.insert(feature.name).inserted else { return }
            for required in feature.requires { named(required).map(include) }
        }
        for feature in all where asked.contains(feature.name) && (untrusted || !feature.contentOnly) {
            include(feature)
        }
        return all.filter { names.contains($0.name) }
    }
}
