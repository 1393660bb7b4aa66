extension PageFeature {
    /// The bridge, the DOM capture helpers and the page's events: every page has them.
    static let bridge = PageFeature(
        name: .bridge, scripts: ["js/bridge.js", "js/capture.js", "js/events.js"], handlers: [])

    /// The sanitizer's parts, in dependency order: sanitizer.js reads what the other six define.
    ///
    /// Every untrusted page has it (``enabled(by:)``); a trusted page is the app's own, loaded as a page, and gets
    /// none of its 83 KB. It hands itself to the insert step (render's "page"), so the steps do not wait for it where
    /// it is not installed.
    static let sanitizer = PageFeature(
        name: .sanitizer,
        scripts: [
            "js/sanitizer-policy.js", "js/sanitizer-urls.js", "js/sanitizer-css.js", "js/sanitizer-a11y.js",
            "js/sanitizer-head.js", "js/sanitizer-parse.js", "js/sanitizer.js",
        ],
        handlers: [], requires: [.render], contentOnly: true, reportType: SanitizerReport.self)

    /// The steps every render takes; collect.js reads the content element steps.js hands on.
    ///
    /// Its report is the document's (``DocumentReport``): title, language, links, images, embeds, accessibility.
    static let render = PageFeature(
        name: .render, scripts: ["js/steps.js", "js/collect.js"],
        handlers: [
            RenderStepName.insertContent, RenderStepName.begin, RenderStepName.settle, RenderStepName.collect,
            RenderStepName.measure, RenderStepName.showRemote, RenderStepName.run,
        ],
        requires: [.bridge],
        steps: { context in
            var steps = [PhasedRenderStep(.insert, RenderStep.insert(context))]
            steps.append(
                PhasedRenderStep(
                    .settle,
                    RenderStep(
                        RenderStepName.settle,
                        payload: .object(["timeoutMs": .number(context.settleTimeout.milliseconds)]),
                        timeout: context.settleTimeout + .seconds(2))))
            steps.append(PhasedRenderStep(.collect, RenderStep(RenderStepName.collect)))
            steps.append(PhasedRenderStep(.measure, RenderStep(RenderStepName.measure)))
            return steps
        }, reportType: DocumentReport.self)
}

extension PageFeature.Name {
    /// The bridge between the page and Swift, and the page's events (size, taps, title).
    public static let bridge = Self(rawValue: "bridge")
    /// The sanitizer that untrusted HTML passes through on the engine's own parser.
    public static let sanitizer = Self(rawValue: "sanitizer")
    /// The render steps every document takes: insert, settle, collect, measure.
    public static let render = Self(rawValue: "render")
}
