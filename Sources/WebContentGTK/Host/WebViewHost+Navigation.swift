#if canImport(CWebKitGTK)
import CWebKitGTK
import Foundation
import WebContentCore
import WebContentPageSession

extension WebViewHost {
    /// Handles `decide-policy`: the page session allows our own load's navigation at once and keeps any other
    /// waiting for the engine's chain, refused at the step timeout; responses are allowed.
    ///
    /// Returns whether the host took the decision (it always does).
    func decidePolicy(
        _ decision: UnsafeMutablePointer<WebKitPolicyDecision>, type: WebKitPolicyDecisionType
    ) -> Bool {
        guard
            type == WEBKIT_POLICY_DECISION_TYPE_NAVIGATION_ACTION
                || type == WEBKIT_POLICY_DECISION_TYPE_NEW_WINDOW_ACTION
        else {
            webkit_policy_decision_use(decision)
            return true
        }
        guard !isClosed else {
            webkit_policy_decision_ignore(decision)
            return true
        }
        let report = describe(decision, isNewWindow: type == WEBKIT_POLICY_DECISION_TYPE_NEW_WINDOW_ACTION)
        // The session's answer lets go of the decision; it is ours until then.
        g_object_ref(UnsafeMutableRawPointer(decision))
        switch session.navigationAsked(report, waiting: decision, timeout: options.configuration.stepTimeout) {
        case .perform(let command): Self.perform(command)
        case .askChain(let id): events.yield(.navigation(id: id, report))
        }
        return true
    }

    /// Applies the chain's verdict to a waiting decision.
    ///
    /// Later calls for the same id do nothing.
    func decide(_ id: UInt64, allow: Bool) {
        if let command = session.navigationDecided(id, allow: allow) { Self.perform(command) }
    }

    private func describe(
        _ decision: UnsafeMutablePointer<WebKitPolicyDecision>, isNewWindow: Bool
    ) -> NavigationReport {
        let navigationDecision = OpaquePointer(decision)
        let action = webkit_navigation_policy_decision_get_navigation_action(navigationDecision)
        let request = webkit_navigation_action_get_request(action)
        let uri = webkit_uri_request_get_uri(request).map { String(cString: $0) }
        return NavigationReport(
            url: uri.flatMap(URL.init(string:)), type: Self.kind(webkit_navigation_action_get_navigation_type(action)),
            isUserGesture: webkit_navigation_action_is_user_gesture(action) != 0, isNewWindow: isNewWindow,
            targetFrameName: webkit_navigation_action_get_frame_name(action).map { String(cString: $0) })
    }

    private static func kind(_ type: WebKitNavigationType) -> NavigationAction.Kind {
        switch type {
        case WEBKIT_NAVIGATION_TYPE_LINK_CLICKED: .linkActivated
        case WEBKIT_NAVIGATION_TYPE_FORM_SUBMITTED: .formSubmitted
        case WEBKIT_NAVIGATION_TYPE_BACK_FORWARD: .backForward
        case WEBKIT_NAVIGATION_TYPE_RELOAD: .reload
        case WEBKIT_NAVIGATION_TYPE_FORM_RESUBMITTED: .formResubmitted
        default: .other
        }
    }
}
#endif
