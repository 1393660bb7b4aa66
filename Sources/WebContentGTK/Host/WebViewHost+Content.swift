#if canImport(CWebKitGTK)
import CWebKitGTK
import Foundation
import WebContentCore

extension WebViewHost {
    /// Replaces the user scripts; WebKit applies them from the next document on.
    func installScripts(_ scripts: [UserScript]) {
        webkit_user_content_manager_remove_all_scripts(contentManager)
        for script in scripts {
            let frames = script.frames == .allFrames ? WEBKIT_USER_CONTENT_INJECT_ALL_FRAMES : WEBKIT_USER_CONTENT_INJECT_TOP_FRAME
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

    /// A PNG of the whole document.
    func snapshotPNG(ticket: UInt64, timeout: Duration) async throws -> Data {
        try ensureOpen()
        try ensureCurrent(ticket)
        return try await calls.run(Data.self, timeout: timeout, what: "snapshot") { call in
            let reference = HostReference(self, id: call.id).retainedPointer()
            webkit_web_view_get_snapshot(
                view, WEBKIT_SNAPSHOT_REGION_FULL_DOCUMENT, WEBKIT_SNAPSHOT_OPTIONS_NONE, call.cancellable,
                { object, result, data in
                    let reference = HostReference.take(data)
                    var error: UnsafeMutablePointer<GError>?
                    let texture = webkit_web_view_get_snapshot_finish(
                        UnsafeMutableRawPointer(object)?.assumingMemoryBound(to: WebKitWebView.self), result, &error)
                    let outcome = WebViewHost.png(texture, error)
                    GLibActor.assumeIsolated {
                        guard let call = reference.host?.calls.call(reference.id, as: Data.self) else { return }
                        switch outcome {
                        case .success(let data): call.succeed(data)
                        case .failure(let error): call.fail(error)
                        }
                    }
                }, reference)
        }
    }

    /// Encodes and frees a snapshot texture.
    private nonisolated static func png(
        _ texture: OpaquePointer?, _ error: UnsafeMutablePointer<GError>?
    ) -> Result<Data, WebEngineError> {
        if let error {
            defer { g_error_free(error) }
            return .failure(.loadFailed("snapshot: \(error.pointee.message.map { String(cString: $0) } ?? "")"))
        }
        guard let texture else { return .failure(.malformedResult("snapshot returned no texture")) }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        guard let bytes = gdk_texture_save_to_png_bytes(texture) else {
            return .failure(.malformedResult("PNG encoding failed"))
        }
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        guard let pointer = g_bytes_get_data(bytes, &size) else { return .failure(.malformedResult("empty PNG")) }
        return .success(Data(bytes: pointer, count: Int(size)))
    }

    /// Back to a blank page at the configured size and zoom, with no scripts; for reuse by a pool.
    func reset(ticket: UInt64, timeout: Duration) async {
        installScripts([])
        webkit_web_view_set_zoom_level(view, 1.0)
        setViewportWidth(options.viewportWidth)
        try? await load("", delivery: .html(baseURL: nil), ticket: ticket, timeout: timeout)
    }

    /// The page zoom (1 is 100 %).
    var zoomLevel: Double { webkit_web_view_get_zoom_level(view) }

    /// Zooms as a reader would (ctrl+scroll); snaps back when the configuration disables zoom.
    func setZoomLevel(_ level: Double) { webkit_web_view_set_zoom_level(view, level) }

    /// Kills the web process (tests use it to exercise recovery).
    func terminateWebProcess() {
        // Our own kill: fail what is pending now rather than wait for the signal.
        calls.failAll(.webProcessTerminated(.terminatedByAPI))
        currentLoad = nil
        webkit_web_view_terminate_web_process(view)
    }
}
#endif
