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

    /// Zooms the content on screen so all of it fits `width` CSS pixels, below the readability floor if need be,
    /// and returns the zoom (nil without content, or when the configuration fits no width).
    ///
    /// For a picture of the whole document: content that fit-to-width left wider than the screen at
    /// ``WebViewConfiguration/minimumFitScale`` scrolls sideways on screen, and a picture cannot. Call
    /// ``restoreFit()`` afterwards. ``printPDF(header:)`` does the same for paper by itself.
    public func fitWholeContent(within width: Double) async -> Double? {
        await interactor.fitWholeContent(within: width)
    }

    /// Fits the content on screen as a render does, after ``fitWholeContent(within:)``; returns the zoom.
    @discardableResult
    public func restoreFit() async -> Double? {
        await interactor.restoreFit()
    }

    /// Finds `text` in the content as plain text (case-insensitive; no pattern syntax), highlights every match,
    /// makes the first current, and returns how many there are (0 without content, when the call failed, or
    /// when the configuration does not install find: ``PageFeature/Name/find``).
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

    /// The content's text as it is laid out on screen, for a reader that cannot reach the view's own accessible tree.
    ///
    /// Text the page hides stays out, and blocks keep their line breaks. Nil without content, after ``close()``, or
    /// when the page does not answer within `timeout`.
    public func shownText(timeout: Duration = .seconds(5)) async -> String? {
        await interactor.shownText(timeout: timeout)
    }

    /// Checks the contrast of the content's visible text against what is painted behind it (WCAG AA), as the
    /// current theme shows it, read from the engine's pixels; nil without content, when the page could not
    /// answer, or when the configuration does not install the audit (``PageFeature/Name/contrastAudit``).
    public func auditContrast() async -> ContentContrastReport? {
        await interactor.auditContrast()
    }

    /// Returns once the view has shown a frame of the current content: true then, false without content, after
    /// ``close()``, or when none was shown within `timeout`.
    ///
    /// A render is done when its steps are, and the view paints its page some time later, and nothing else tells
    /// when: a view shown at once may still be blank. An app that covers the view while it renders (a placeholder,
    /// a picture of the last render) uncovers it when this returns.
    public func waitUntilPainted(timeout: Duration = .seconds(5)) async -> Bool {
        await interactor.waitUntilPainted(timeout: timeout)
    }
}
