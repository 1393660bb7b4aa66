import Foundation
import WebContentClassicPosts
import WebContentCore
import WebContentMail

/// What every render of one `webcontent render` run shares, checked and ready for the workers.
struct RenderSettings: Sendable {
    var width: Double = 390
    /// The --preset given, else the preset of HTML documents (messages then take ``mailPreset``).
    var preset: WebViewPreset = .default
    /// Whether --preset was given; when not, each document takes its kind's preset (``preset(isMessage:)``).
    var presetGiven = false
    /// The preset a message renders under when no --preset was given: remote content blocked.
    static let mailPreset = WebViewPreset.email
    /// Overrides the preset's policy when set; untrusted input is blocked otherwise, whatever the preset says.
    var remoteContent: RemoteContentPolicy?
    var trusted = false
    /// Whose remote content loads without asking (--trust-file): senders and domains of authentic mail, origins.
    var remoteTrust = RemoteContentTrust.none
    /// Every message is junk (--junk): nothing remote, no inline images.
    var junk = false
    /// Overrides the preset's theme when set.
    var theme: Theme?
    /// Per document, from the first engine call to the last step's answer.
    var timeout: Duration = .seconds(10)
    var jobs = 1
    /// Whether a snapshot is taken after each render.
    var takesSnapshots = false
    /// Text size relative to the content's own (--text-scale).
    var textScale = 1.0
    /// Fit-to-width's floor (--minimum-scale).
    var minimumScale = WebViewConfiguration.defaultMinimumFitScale
    /// Text to find after each render (--find); its match count joins the report.
    var find: String?
    /// Whether each render's text contrast is audited (--contrast).
    var auditsContrast = false
    /// Whether quoted history and signatures collapse (--[no-]collapse-quotes); nil: as the preset says.
    var collapsesQuotes: Bool?
    /// Whether each document is shown in its original colours after it rendered (--original-colours).
    var originalColours = false
    /// Whether each document is printed to a PDF (--pdf, --pdf-dir, a PDF from the service), a message with its
    /// header.
    var printsPDF = false
    /// The most pixels (width x height) a snapshot may have; a larger page is refused before it is captured.
    var maxPixels: Int?
    /// How much of a document a snapshot keeps from its top, in CSS pixels (--png-max-height); nil: all of it.
    var pngMaxHeight: Double?
    /// Whether every engine carries find and the contrast audit, used or not: the service's lanes then serve
    /// requests that differ only in those without a new engine (``RenderRequestOptions/engineKey``).
    var preparesEveryFeature = false
    /// How many times in a row a document whose web process died is rendered again on a new one.
    var maximumRecoveries = 3

    /// The time `bytes` of document may take: --timeout up to a megabyte, and as much again for each further
    /// megabyte, so a large document that renders at the same speed per byte is not lost to a budget set for mail.
    func budget(forBytes bytes: Int) -> Duration {
        let megabytes = Double(bytes) / 1_048_576
        return megabytes > 1 ? timeout * megabytes : timeout
    }

    /// The preset a document renders under: the one given for all, else e-mail for a message, the default for HTML.
    ///
    /// A batch mixing both keeps warm engines of each (see ``RenderEnginePool``).
    func preset(isMessage: Bool) -> WebViewPreset {
        presetGiven || !isMessage ? preset : Self.mailPreset
    }

    /// The configuration every warm engine and module of `preset` is built with; an engine gets its own
    /// `resourceProvider`.
    func configuration(
        preset: WebViewPreset, resourceProvider: (any ContentResourceProvider)? = nil
    ) -> WebViewConfiguration {
        var configurator = WebViewConfiguratorFactory.make(preset)
        // A post is read as WordPress shows a stored one: the classic-posts feature lives outside the core.
        if preset == .post { configurator = configurator.add(.classicPosts) }
        configurator =
            configurator
            .set(viewportWidth: width)
            .set(resourceProvider: resourceProvider)
            // A step may not use the whole document budget: a stuck step then shows up as that step's failure.
            .set(stepTimeout: min(max(.seconds(5), timeout / 2), timeout))
            .set(textScale: textScale)
            .set(minimumFitScale: minimumScale)
        // The command line reads files written by others: nothing loads from the network unless asked for
        // (--remote-content allow) or the input is the user's own (--trust keeps the preset's policy).
        if let remoteContent {
            configurator = configurator.set(remoteContentPolicy: remoteContent)
        } else if !trusted {
            configurator = configurator.set(remoteContentPolicy: .block)
        }
        if trusted { configurator = configurator.set(trust: .trusted) }
        if let theme { configurator = configurator.set(theme: theme) }
        // The page features these renders call after the steps, and only those: a plain render carries no find.
        if find != nil || preparesEveryFeature { configurator = configurator.add(feature: .find) }
        if auditsContrast || preparesEveryFeature { configurator = configurator.add(feature: .contrastAudit) }
        if printsPDF { configurator = configurator.add(feature: .print) }
        if let collapsesQuotes {
            configurator = collapsesQuotes ? configurator.add(feature: .quotes) : configurator.remove(feature: .quotes)
        }
        return configurator.build()
    }

    /// What may load for `document`: the trust decision for its headers, or nil for trusted input, which keeps
    /// its preset's policy.
    func remoteContentDecision(for document: InputDocument) -> RemoteContentDecision? {
        guard !trusted else { return nil }
        return RemoteContentDecision.decide(
            headers: document.message?.headers, trust: remoteTrust, requested: remoteContent ?? .block, junk: junk)
    }
}
