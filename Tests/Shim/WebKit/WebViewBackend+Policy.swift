internal import CWebKitGTK
import Foundation
import WebContentGTK

extension WebViewBackend {
    /// Navigations wait for the navigation delegate; responses and anything else go ahead (the adapter decides
    /// no responses, and Apple allows them without a delegate method).
    func decidePolicy(_ decision: UnsafeMutablePointer<WebKitPolicyDecision>, type: WebKitPolicyDecisionType) {
        let isNewWindow = type == WEBKIT_POLICY_DECISION_TYPE_NEW_WINDOW_ACTION
        guard type == WEBKIT_POLICY_DECISION_TYPE_NAVIGATION_ACTION || isNewWindow, !isClosed else {
            webkit_policy_decision_use(decision)
            return
        }
        let action = webkit_navigation_policy_decision_get_navigation_action(OpaquePointer(decision))
        let uri = webkit_uri_request_get_uri(webkit_navigation_action_get_request(action)).map { String(cString: $0) }
        let type = Self.navigationType(webkit_navigation_action_get_navigation_type(action))
        let isUserGesture = webkit_navigation_action_is_user_gesture(action) != 0
        let isStartedByApp = !isNewWindow && !isUserGesture && type == .other && uri != nil && uri == appLoadURI
        if isStartedByApp { appLoadURI = nil }
        let id = makeID()
        g_object_ref(UnsafeMutableRawPointer(decision))
        decisions[id] = decision
        report(
            .navigation(
                id: id,
                NavigationRequest(
                    url: uri.flatMap(URL.init(string:)), type: type, isNewWindow: isNewWindow,
                    isStartedByApp: isStartedByApp)))
    }

    /// Applies the delegate's policy to decision `id`; a download is refused (the shim downloads nothing).
    func decide(_ id: UInt64, policy: WKNavigationActionPolicy) {
        guard let decision = decisions.removeValue(forKey: id) else { return }
        if policy == .allow { webkit_policy_decision_use(decision) } else { webkit_policy_decision_ignore(decision) }
        g_object_unref(UnsafeMutableRawPointer(decision))
    }

    /// Apple's type of a WebKitGTK navigation type: both enums number link activated, form submitted, back-forward,
    /// reload and form resubmitted 0 to 4, in that order (WebCore's own order); WebKitGTK's other is 5, which Apple's
    /// enum has no case for (its other is -1).
    private static func navigationType(_ type: WebKitNavigationType) -> WKNavigationType {
        WKNavigationType(rawValue: Int(type.rawValue)) ?? .other
    }

    /// Holds a script dialog open for the UI delegate's answer.
    func scriptDialog(_ dialog: OpaquePointer) {
        let kind: DialogRequest.Kind =
            switch webkit_script_dialog_get_dialog_type(dialog) {
            case WEBKIT_SCRIPT_DIALOG_CONFIRM: .confirm
            case WEBKIT_SCRIPT_DIALOG_PROMPT: .prompt
            case WEBKIT_SCRIPT_DIALOG_BEFORE_UNLOAD_CONFIRM: .beforeUnload
            default: .alert
            }
        let message = webkit_script_dialog_get_message(dialog).map { String(cString: $0) } ?? ""
        let defaultText =
            kind == .prompt ? webkit_script_dialog_prompt_get_default_text(dialog).map { String(cString: $0) } : nil
        let id = makeID()
        webkit_script_dialog_ref(dialog)
        dialogs[id] = dialog
        report(.dialog(id: id, DialogRequest(kind: kind, message: message, defaultText: defaultText)))
    }

    /// Closes dialog `id` with the UI delegate's answer.
    func answerDialog(_ id: UInt64, confirmed: Bool, text: String?) {
        guard let dialog = dialogs.removeValue(forKey: id) else { return }
        switch webkit_script_dialog_get_dialog_type(dialog) {
        case WEBKIT_SCRIPT_DIALOG_CONFIRM, WEBKIT_SCRIPT_DIALOG_BEFORE_UNLOAD_CONFIRM:
            webkit_script_dialog_confirm_set_confirmed(dialog, confirmed ? 1 : 0)
        case WEBKIT_SCRIPT_DIALOG_PROMPT:
            // No text is the prompt's null (cancelled).
            if let text { webkit_script_dialog_prompt_set_text(dialog, text) }
        default:
            break
        }
        webkit_script_dialog_close(dialog)
        webkit_script_dialog_unref(dialog)
    }
}
