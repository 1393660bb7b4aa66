extension ContentModule {
    /// Lays out the next render at `width` CSS pixels on the same engine: its viewport, and the width fit-to-width
    /// and the contrast audit read.
    ///
    /// A service keeps one warm engine for requests of every width this way, instead of a web process per width.
    /// What is on screen now is laid out again only by the next render.
    public func setViewportWidth(_ width: Double) {
        guard width.isFinite, width >= 1, width != interactor.configuration.viewportWidth else { return }
        interactor.configuration.viewportWidth = width
        engine.viewportWidth = width
    }
}
