extension PageFeature {
    /// The bridge, the DOM capture helpers and the page's events: every page has them.
    static let bridge = PageFeature(
        name: .bridge, scripts: ["js/bridge.js", "js/capture.js", "js/events.js"], handlers: [])

    /// The sanitizer's parts, in dependency order: sanitizer.js reads what the other six define.
    static let sanitizer = PageFeature(
        name: .sanitizer,
        scripts: [
            "js/sanitizer-policy.js", "js/sanitizer-urls.js", "js/sanitizer-css.js", "js/sanitizer-a11y.js",
            "js/sanitizer-head.js", "js/sanitizer-parse.js", "js/sanitizer.js",
        ],
        handlers: [], requires: [.bridge])

    /// The steps every render takes; collect.js reads the content element steps.js hands on.
    static let render = PageFeature(
        name: .render, scripts: ["js/steps.js", "js/collect.js"],
        handlers: [
            RenderStepName.insertContent, RenderStepName.begin, RenderStepName.lazyImages, RenderStepName.settle,
            RenderStepName.collect, RenderStepName.measure, RenderStepName.showRemote, RenderStepName.run,
        ],
        requires: [.bridge, .sanitizer],
        steps: { context in
            var steps = [PhasedRenderStep(.insert, RenderStep.insert(context))]
            if context.configuration.setupScriptOptions.contains(.lazyImages) {
                steps.append(PhasedRenderStep(.images, RenderStep(RenderStepName.lazyImages)))
            }
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
        })
}
