extension ContentModule {
    /// How the current message's colours are shown (``ContentColourMode/adapted`` for each new message).
    public var colourMode: ContentColourMode { interactor.colourMode }

    /// The reader's "original colours" switch: shows the current message's colours as `mode`, in place, without
    /// reloading it.
    ///
    /// Under the dark theme, ``ContentColourMode/adapted`` darkens the message as far as its text stays readable
    /// and ``ContentColourMode/original`` shows the author's colours. The choice holds for this message (a
    /// remote-content switch or a recovery keeps it) until the module renders another one. When the height
    /// changes (content whose own dark rules lay it out differently) it reaches the module output as a height
    /// update. Returns what the page did; nil without content, for trusted content, or when the page could not
    /// answer.
    @discardableResult
    public func setColourMode(_ mode: ContentColourMode) async -> ContentColourReport? {
        await interactor.setColourMode(mode)
    }

    /// ``setColourMode(_:)`` as a switch: `true` shows the original colours, `false` the adapted ones.
    @discardableResult
    public func setOriginalColours(_ original: Bool) async -> ContentColourReport? {
        await setColourMode(original ? .original : .adapted)
    }
}
