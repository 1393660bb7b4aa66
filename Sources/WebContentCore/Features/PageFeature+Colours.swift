extension PageFeature {
    /// The colours of untrusted content (contrast-core.js's WCAG arithmetic, palette.js's dark palette,
    /// colours.js applying it): under the dark theme it darkens what stays readable, under the light theme it
    /// keeps the content's own dark rules off; the step runs on every untrusted document.
    static let colours = PageFeature(
        name: .colours, scripts: ["js/contrast-core.js", "js/palette.js", "js/colours.js"],
        handlers: [RenderStepName.colours], requires: [.render],
        contentOnly: true,
        steps: { context in
            guard context.page.content != nil else { return [] }
            let payload = JSONValue.object(["mode": .string(context.colourMode.rawValue)])
            return [PhasedRenderStep(.appearance, RenderStep(RenderStepName.colours, payload: payload))]
        },
        reportType: ContentColourReport.self)

    /// The contrast audit's half in the page (contrast.js): the texts with their line boxes, and the switch that hides
    /// them for the second snapshot (``ContentModule/auditContrast()``).
    static let contrastAudit = PageFeature(
        name: .contrastAudit, scripts: ["js/contrast.js"],
        handlers: [ContentContrastReport.handler, ContentContrastReport.hideHandler], requires: [.colours])
}

extension PageFeature.Name {
    /// The dark palette and the colour switch.
    public static let colours = Self(rawValue: "colours")
    /// The contrast audit's list of texts and the switch that hides them for the second snapshot.
    public static let contrastAudit = Self(rawValue: "contrastAudit")
}
