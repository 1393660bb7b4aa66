extension PageFeature {
    /// Every feature of the core, in the order their scripts run; a configuration's catalogue adds those of other
    /// modules after them (``WebViewConfiguration/featureCatalog``).
    public static let all: [PageFeature] = [
        .bridge, .render, .sanitizer, .lazyImages, .quotes, .reading, .find, .colours, .contrastAudit, .print,
    ]

    /// What every page has, whatever its configuration names: the bridge and the render steps.
    public static let base: Set<Name> = [.bridge, .render]

    /// The core's feature called `name`; nil for a name none of ``all`` has.
    public static func named(_ name: Name) -> PageFeature? {
        all.first { $0.name == name }
    }

    /// The features `configuration` installs, in its catalogue's order: the ``base``, the sanitizer for untrusted content,
    /// the configuration's ``WebViewConfiguration/features`` (those that are ``contentOnly`` for untrusted content
    /// only), and the features those require.
    ///
    /// The sanitizer is not the configuration's to leave out: untrusted content never reaches a page unsanitised.
    public static func enabled(by configuration: WebViewConfiguration) -> [PageFeature] {
        let untrusted = configuration.trust == .untrusted
        var asked = base.union(configuration.features)
        if untrusted { asked.insert(.sanitizer) }
        let catalog = configuration.featureCatalog
        var names = Set<Name>()
        func include(_ feature: PageFeature) {
            guard names.insert(feature.name).inserted else { return }
            for required in feature.requires { catalog.first { $0.name == required }.map(include) }
        }
        for feature in catalog where asked.contains(feature.name) && (untrusted || !feature.contentOnly) {
            include(feature)
        }
        return catalog.filter { names.contains($0.name) }
    }
}
