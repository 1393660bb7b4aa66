package import Foundation
package import WebContentCore

/// What every adapter does with a navigation its engine asks about, so that each decides it the same way.
///
/// A navigation the content started on its own is counted (``count(_:in:)``); the configuration's chain decides
/// (``decide(_:chain:)``), and the engine applies the decision once (allow, or cancel for both cancel and route)
/// before a routed one reaches the presentation delegate (``route(_:from:)``); ``ask(_:chain:attempts:routingTo:answer:)``
/// does the three in order. The navigation of the load the engine started itself never gets here: the page session
/// allows it at once (``InitialLoadRule``), as the chain would before any handler looked.
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

    /// The whole flow once the page session keeps a navigation waiting (``PageSession/NavigationStep/askChain(id:)``):
    /// `action` counted now, `chain` asked, its verdict handed to `answer` (true allows; the session applies it once,
    /// or not at all after its deadline), then a routed one told to `presentation`'s delegate.
    package static func ask(
        _ action: NavigationAction, chain: NavigationChain, attempts: inout ContentAttempts,
        routingTo presentation: some WebPresentation, answer: @escaping @MainActor @Sendable (Bool) async -> Void
    ) {
        count(action, in: &attempts)
        Task { [weak presentation] in
            let decision = await decide(action, chain: chain)
            await answer(decision == .allow)
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
