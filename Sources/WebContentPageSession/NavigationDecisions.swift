package import Foundation
package import WebContentCore

/// What every adapter does with a navigation its engine asks about, so that each decides it the same way.
///
/// A navigation the content started on its own is counted; the configuration's chain decides; the verdict is
/// applied once (allow, or cancel for both cancel and route); a routed verdict reaches the presentation delegate.
@MainActor
package enum NavigationDecisions {
    /// Counts, asks `chain` and applies its verdict: `apply(true)` allows, `apply(false)` cancels; a route then
    /// reaches `presentation`'s delegate, while the presentation (held weakly) is still there.
    package static func decide(
        _ action: NavigationAction, chain: NavigationChain, attempts: inout ContentAttempts,
        routingTo presentation: some WebPresentation, apply: @escaping @MainActor @Sendable (Bool) async -> Void
    ) {
        if !action.isUserGesture && !action.isInitialLoad { attempts.navigations += 1 }
        Task { [weak presentation] in
            let verdict = await chain.decide(action)
            await apply(verdict.decision == .allow)
            guard case .route(let target) = verdict.decision, let presentation else { return }
            presentation.presentationDelegate?.webPresentation(presentation, didRequestRoute: target)
        }
    }

    /// ``decide(_:chain:attempts:routingTo:apply:)`` for an engine whose navigation waits on `item` (WKWebView's
    /// decision handler) in `decisions`, with `configuration`'s chain: `item` is answered exactly once, by the
    /// chain's verdict or, when the chain has not answered within the step timeout, cancelled.
    package static func decide<Item>(
        _ action: NavigationAction, waiting item: Item, in decisions: WaitingAnswers<Item, Bool>,
        configuration: WebViewConfiguration, attempts: inout ContentAttempts,
        routingTo presentation: some WebPresentation
    ) {
        let id = decisions.add(item, expiry: (configuration.stepTimeout, false))
        decide(action, chain: configuration.navigationChain, attempts: &attempts, routingTo: presentation) {
            [weak decisions] allow in decisions?.answer(id, with: allow)
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
