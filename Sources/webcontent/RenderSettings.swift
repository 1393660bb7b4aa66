import Foundation
import WebContentCore

/// What every render of one `webcontent render` run shares, checked and ready for the workers.
struct RenderSettings: Sendable {
    var width: Double = 390
    var preset: WebViewPreset = .default
    /// Whether --preset was given; when not, a batch of only .eml messages renders under the e-mail preset.
    var presetGiven = false
    /// Overrides the preset's policy when set.
    var remoteContent: RemoteContentPolicy?
    var trusted = false
    /// Overrides the preset's theme when set.
    var theme: Theme?
    /// Per document, from the first engine call to the last step's answer.
    var timeout: Duration = .seconds(10)
    var jobs = 1
    /// Whether a snapshot is taken after each render.
    var takesSnapshots = false

    /// The configuration every warm engine and module is built with; an engine gets its own `resourceProvider`.
    func configuration(resourceProvider: (any ContentResourceProvider)? = nil) -> WebViewConfiguration {
        var configurator = WebViewConfiguratorFactory.make(preset)
            .set(viewportWidth: width)
            .set(resourceProvider: resourceProvider)
            // A step may not use the whole document budget: a stuck step then shows up as that step's failure.
            .set(stepTimeout: min(max(.seconds(5), timeout / 2), timeout))
        if let remoteContent { configurator = configurator.set(remoteContentPolicy: remoteContent) }
        if trusted { configurator = configurator.set(trust: .trusted) }
        if let theme { configurator = configurator.set(theme: theme) }
        return configurator.build()
    }

    /// What the content is, which picks its setup scripts and render strategy.
    var documentKind: ContentKind {
        switch preset {
        case .post: .post
        case .email: .email
        case .productPage: .product
        case .default, .payment: .generic
        }
    }
}
