package import Foundation
package import WebContentCore

/// What an engine says about a navigation it asks to have decided, in neutral terms, before the core reads it
/// into a ``NavigationAction``.
///
/// The engines differ in what they tell: WebKit names the target frame and the frame the navigation started in,
/// but has no user-gesture flag; WebKitGTK 2.50 has the flag and names neither frame (its adapter learns the
/// frame from the click the content world reported). The rules that turn either into the chain's question live
/// here, so both engines answer them the same way.
package struct NavigationReport: Hashable, Sendable {
    /// Where the navigation goes.
    package var url: URL?
    /// The engine's navigation type, mapped one to one (`.other` for one the core has no name for); a new window
    /// is ``isNewWindow``, not a type.
    package var type: NavigationAction.Kind
    /// Whether a user gesture started it (WebKit, which has no such flag: a link activation or a form submission).
    package var isUserGesture: Bool
    /// Whether it asks for a new window (WebKit: no target frame).
    package var isNewWindow: Bool
    /// Whether it targets the main frame; true when the engine does not say.
    package var targetsMainFrame: Bool
    /// The name of the frame it targets (`target="name"`), when the engine gives it.
    package var targetFrameName: String?

    /// A report of a navigation to `url`; `isUserGesture` nil when the engine has no such flag (WebKit), where a
    /// link activation or a form submission stands for one (page scripts are off for untrusted content, so only
    /// the reader can cause them there).
    package init(
        url: URL?, type: NavigationAction.Kind, isUserGesture: Bool?, isNewWindow: Bool,
        targetsMainFrame: Bool = true, targetFrameName: String? = nil
    ) {
        self.url = url
        self.type = type
        self.isUserGesture = isUserGesture ?? (type == .linkActivated || type == .formSubmitted)
        self.isNewWindow = isNewWindow
        self.targetsMainFrame = targetsMainFrame
        self.targetFrameName = targetFrameName
    }

    /// Whether it looks like a load the app started rather than one the content made: the main frame, no new window, no
    /// gesture, type "other".
    ///
    /// Our own loads and a menu's opened link have this shape.
    package var hasAppStartedShape: Bool {
        !isNewWindow && targetsMainFrame && !isUserGesture && type == .other
    }

    /// The chain's question.
    ///
    /// The frame a navigation is attributed to is the one it started in (an iframe's `target=_top` link is an
    /// iframe's navigation), asked of `sourceFrameIsMain` (nil: unknown, then the target frame decides). A load
    /// the app started (`isAppStarted`) has no source frame and the engine is never asked for one: WebKit hands
    /// over none though its SDK declares it non-null, and Swift may read that nil as a frame that is not the main
    /// one, which would send our own load to the chain as an iframe's navigation.
    package func action(
        isInitialLoad: Bool, isAppStarted: Bool, sourceFrameIsMain: () -> Bool?
    ) -> NavigationAction {
        let isMainFrame = isAppStarted ? targetsMainFrame : (sourceFrameIsMain() ?? targetsMainFrame)
        return NavigationAction(
            url: url, kind: isNewWindow ? .newWindow : type, isUserGesture: isUserGesture, isMainFrame: isMainFrame,
            isInitialLoad: isInitialLoad, targetFrameName: targetFrameName)
    }
}
