extension ContentModule {
    /// The text scale content renders with now (1: the content's own sizes).
    public var textScale: Double { interactor.textScale }

    /// Scales the text of the content on screen, without reloading it, and of every later render.
    ///
    /// `scale` is clamped to ``WebViewConfiguration/textScaleRange`` (0.8-3.0; not a number: 1), and the scale in
    /// force is returned. The page fits its width again; the new height reaches the module output as a
    /// height update, like an image that loads late.
    @discardableResult
    public func setTextScale(_ scale: Double) async -> Double {
        await interactor.setTextScale(scale)
    }

    /// Finds `text` in the content as plain text (case-insensitive; no pattern syntax), highlights every match,
    /// makes the first current, and returns how many there are (0 without content, when the call failed, or
    /// when the configuration does not install find: ``SetupScriptOption/find``).
    public func find(_ text: String) async -> Int {
        await findResult(text).matches
    }

    /// Like ``find(_:)``, with the current match and where it is.
    public func findResult(_ text: String) async -> ContentFindResult {
        await interactor.find(FindHandlerName.start, payload: .object(["text": .string(text)]))
    }

    /// Makes the next match current, after the last the first; a match in a collapsed quote opens it.
    @discardableResult
    public func findNext() async -> ContentFindResult {
        await interactor.find(FindHandlerName.next)
    }

    /// Makes the previous match current, before the first the last.
    @discardableResult
    public func findPrevious() async -> ContentFindResult {
        await interactor.find(FindHandlerName.previous)
    }

    /// Removes the highlights and forgets the matches.
    public func clearFind() async {
        _ = await interactor.find(FindHandlerName.clear)
    }

    /// Checks the contrast of the content's visible text against what is painted behind it (WCAG AA), as the
    /// current theme shows it, read from the engine's pixels; nil without content, when the page could not
    /// answer, or when the configuration does not install the audit (``SetupScriptOption/contrastAudit``).
    public func auditContrast() async -> ContentContrastReport? {
        await interactor.auditContrast()
    }
}
