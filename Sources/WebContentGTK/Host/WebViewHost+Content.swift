#if canImport(CWebKitGTK)
import CWebKitGTK
import Foundation
import WebContentCore

extension WebViewHost {
    /// Replaces the user scripts; WebKit applies them from the next document on.
    func installScripts(_ scripts: [UserScript]) {
        // The content manager is released on close: a late change must never reach it.
        guard !isClosed else { return }
        webkit_user_content_manager_remove_all_scripts(contentManager)
        for script in scripts {
            let frames =
                script.frames == .allFrames
                ? WEBKIT_USER_CONTENT_INJECT_ALL_FRAMES : WEBKIT_USER_CONTENT_INJECT_TOP_FRAME
            let time =
                script.injectionTime == .documentStart
                ? WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_START : WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_END
            let userScript =
                if let world = script.world.name {
                    webkit_user_script_new_for_world(script.source, frames, time, world, nil, nil)
                } else {
                    webkit_user_script_new(script.source, frames, time, nil, nil)
                }
            webkit_user_content_manager_add_script(contentManager, userScript)
            webkit_user_script_unref(userScript)
        }
    }

    /// Back to a blank page at the configured size and zoom, with no scripts; for reuse by a pool.
    func reset(ticket: UInt64, timeout: Duration) async {
        guard !isClosed else { return }
        installScripts([])
        webkit_web_view_set_zoom_level(view, 1.0)
        await setViewportWidth(options.configuration.viewportWidth)
        try? await load("", delivery: .html(baseURL: nil), ticket: ticket, timeout: timeout)
    }

    /// The page zoom (1 is 100 %).
    var zoomLevel: Double { webkit_web_view_get_zoom_level(view) }

    /// Kills the web process: a host's way to end a page that nothing else ends.
    func terminateWebProcess() {
        guard !isClosed else { return }
        // Our own kill: let go of the page now rather than wait for the signal (which does the same again).
        abandonPage(failing: .webProcessTerminated(.terminatedByAPI))
        webkit_web_view_terminate_web_process(view)
    }
}
#endif
