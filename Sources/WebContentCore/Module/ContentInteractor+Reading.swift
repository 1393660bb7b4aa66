extension ContentInteractor {
    /// The text scale content renders with now.
    public var textScale: Double { configuration.textScale }

    /// Sets the text scale (clamped to ``WebViewConfiguration/textScaleRange``) for the next render and, when content
    /// is on the page, scales the live page's text and fits its width again: no reload.
    ///
    /// The new height reaches the View through the page's size events. Returns the scale in force.
    public func setTextScale(_ scale: Double) async -> Double {
        configuration = configuration.with(textScale: scale)
        let applied = configuration.textScale
        guard currentDocument != nil else { return applied }
        do {
            _ = try await webEngine.callBridge(
                RenderStepName.textScale, payload: .object(["scale": .number(applied), "refit": .bool(true)]),
                timeout: configuration.stepTimeout)
        } catch {
            // The next render applies the scale from the configuration anyway.
            logger.notice("text scale \(applied) not applied to the live page: \(error)")
        }
        return applied
    }

    /// Scales the live page's content so all of it fits `width` CSS pixels, below the readability floor if need be;
    /// nil without content, or when the page has no fit-to-width (nothing changed).
    ///
    /// A picture or a sheet of paper cannot scroll sideways: content that the fit left wider than the screen at
    /// ``WebViewConfiguration/minimumFitScale`` would be cut. ``restoreFit()`` gives the screen its own fit back.
    public func fitWholeContent(within width: Double) async -> Double? {
        await fitWholeContent(within: width, paged: false)
    }

    /// ``fitWholeContent(within:)``, for paper when `paged`: the content is zoomed, so that page breaks fall where
    /// it is seen, instead of drawn scaled as on screen.
    func fitWholeContent(within width: Double, paged: Bool) async -> Double? {
        guard currentDocument != nil, installs(.reading, for: "fitWholeContent(within:)") else { return nil }
        return await fit([
            "viewportWidth": .number(width), "minimumScale": .number(Self.wholeContentFloor), "paged": .bool(paged),
        ])
    }

    /// Fits the live page's content as a render does (the configuration's width and readability floor).
    @discardableResult
    public func restoreFit() async -> Double? {
        guard currentDocument != nil, installs(.reading, for: "restoreFit()") else { return nil }
        return await fit([
            "viewportWidth": .number(configuration.viewportWidth),
            "minimumScale": .number(configuration.minimumFitScale),
        ])
    }

    /// The smallest zoom the page's fit takes (reading.js clamps to it): whole content is shown at any width.
    static let wholeContentFloor = 0.05

    private func fit(_ payload: [String: JSONValue]) async -> Double? {
        do {
            let answer = try await webEngine.callBridge(
                RenderStepName.fitWidth, payload: .object(payload), timeout: configuration.stepTimeout)
            return answer["scale"]?.doubleValue
        } catch {
            logger.notice("fit to \(payload) failed: \(error)")
            return nil
        }
    }

    /// Calls a find handler on the live page; a page without content, or a failed call, has no match.
    public func find(_ handler: String, payload: JSONValue = .object([:])) async -> ContentFindResult {
        guard currentDocument != nil, installs(.find, for: handler) else { return ContentFindResult() }
        do {
            let value = try await webEngine.callBridge(handler, payload: payload, timeout: configuration.stepTimeout)
            return ContentFindResult(value)
        } catch {
            logger.notice("\(handler) failed: \(error)")
            return ContentFindResult()
        }
    }

    /// The content's text as it is laid out (hidden text stays hidden); nil without content, once closed, or when the
    /// page does not answer within `timeout`.
    public func shownText(timeout: Duration) async -> String? {
        guard !isClosed, currentDocument != nil else { return nil }
        let script = PackageResources.cache.text("queries/shown-text.js")
        return try? await webEngine.evaluateJavaScript(script, in: .content, timeout: timeout).stringValue
    }

    /// Whether the engine showed a frame of the current content within `timeout` (false without content, once closed,
    /// or when the page did not answer).
    public func waitUntilPainted(timeout: Duration) async -> Bool {
        guard !isClosed, currentDocument != nil else { return false }
        let body = PackageResources.cache.text("queries/painted.js")
        let value = try? await webEngine.callAsyncJavaScript(body, arguments: [:], in: .content, timeout: timeout)
        return value == .bool(true)
    }
}
