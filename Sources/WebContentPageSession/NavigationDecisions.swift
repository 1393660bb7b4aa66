package import Foundation
package import WebContentCore

/// What every adapter does with a navigation its engine asks about, so that each decides it the same way.
///
/// A navigation the content started on its own is counted (``count(_:in:)``); the configuration's chain decides
/// (``decide(_:chain:)``), and the engine applies the decision once (allow, or cancel for both cancel and route)
/// before a routed one reaches the presentation delegate (``route(_:from:)``). The navigation of the load the
/// engine started itself never gets here: the engine's host allows it at once (``InitialLoadRule``), as the chain
/// would before any handler looked.
@MainActor
package enum NavigationDecisions {
    /// Counts `action` when the content started it on its own (no gesture, not the engine's own load).
    package static func count(_ action: NavigationAction, in attempts: inout ContentAttempts) {
        if !action.isUserGesture && !action.isInitialLoad { attempts.navigations += 1 }
    }

    /// The chain's decision on `action`, for the engine to apply: `.allow` allows, `.cancel` and `.route` cancel.
    package static func decide(_ action: NavigationAction, chain: NavigationChain) async -> NavigationDecision {
        await chain.decide(action).decision
    }

    /// Tells `presentation`'s delegate of a routed decision, once the engine applied it; any other does nothing.
    package static func route(_ decision: NavigationDecision, from presentation: some WebPresentation) {
        guard case .route(let target) = decision else { return }
        presentation.presentationDelegate?.webPresentation(presentation, didRequestRoute: target)
    }

    /// The whole flow for an engine whose navigation waits on `item` (WKWebView's decision handler) in
    /// `decisions`, with `configuration`'s chain: counted now; `item` answered exactly once, by the chain's
    /// decision or, when the chain has not answered within the step timeout, cancelled; then routed.
    package static func decide<Item>(
        _ action: NavigationAction, waiting item: Item, in decisions: WaitingAnswers<Item, Bool>,
        configuration: WebViewConfiguration, attempts: inout ContentAttempts,
        routingTo presentation: some WebPresentation
    ) {
        let id = decisions.add(item, expiry: (configuration.stepTimeout, false))
        count(action, in: &attempts)
        let chain = configuration.navigationChain
        Task { [weak decisions, weak presentation] in
            let decision = await decide(action, chain: chain)
            decisions?.answer(id, with: decision == .allow)
            if let presentation { route(decision, from: presentation) }
        }
    }

    /// Whether two URLs name the same target, ignoring the trailing slash WebKit adds to an empty path.
    package nonisolated static func sameTarget(_ lhs: URL?, _ rhs: URL?) -> Bool {
        guard let lhs, let rhs else { return false }
        func normal(_ url: URL) -> String {
            let text = url.absoluteString
            return text.hasSuffix("/") ? String(text.dropLast()) : text
        }
        return normal(lhs) == normal(rhs)
    }
}
