#if canImport(CWebKitGTK)
import CWebKitGTK
import Foundation
import WebContentCore
import WebContentPageSession

extension WebViewHost {
    /// The whole document's pixels, cut to `contentHeight` CSS pixels when that is shorter and to
    /// `maximumRows` rows.
    ///
    /// WebKit's full-document snapshot is never shorter than the view (the window is 600 px tall), so a short
    /// document would come with blank space under it; tall documents keep their full height.
    func snapshotBitmap(
        ticket: UInt64, timeout: Duration, contentHeight: Double?, maximumRows: Int?
    ) async throws -> SnapshotBitmap {
        try ensureOpen()
        try ensureCurrent(ticket)
        let scale = Double(
            gtk_widget_get_scale_factor(UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkWidget.self)))
        let rows = WholeDocumentCapture.rows(
            contentHeight: contentHeight, pixelsPerCSSPixel: scale * zoomLevel, maximumRows: maximumRows)
        let call = try session.calls.register(SnapshotBitmap.self, timeout: timeout, what: "snapshot")
        let request = SnapshotRequest(reference: HostReference(self, id: call.id), rows: rows)
        // Find's highlights (CSS Custom Highlight API) are painted with the selection: without this option the
        // snapshot leaves them out.
        webkit_web_view_get_snapshot(
            view, WEBKIT_SNAPSHOT_REGION_FULL_DOCUMENT, WEBKIT_SNAPSHOT_OPTIONS_INCLUDE_SELECTION_HIGHLIGHTING,
            call.makeCancellable(),
            { object, result, data in
                let request = SnapshotRequest.take(data)
                var error: UnsafeMutablePointer<GError>?
                let texture = webkit_web_view_get_snapshot_finish(
                    UnsafeMutableRawPointer(object)?.assumingMemoryBound(to: WebKitWebView.self), result, &error)
                // The pixels are copied here, on the GLib thread that owns the texture.
                let pixels = WebViewHost.pixels(texture, error, rows: request.rows)
                GLibActor.assumeIsolated { WebViewHost.answerSnapshot(request.reference, pixels) }
            }, request.retainedPointer())
        return try await call.value()
    }

    /// Answers the snapshot call `reference` names, if it is still waiting.
    private static func answerSnapshot(_ reference: HostReference, _ outcome: Result<SnapshotBitmap, WebContentError>) {
        guard let call = reference.host?.session.calls.call(reference.id, as: SnapshotBitmap.self) else { return }
        switch outcome {
        case .success(let bitmap): call.succeed(bitmap)
        case .failure(let error): call.fail(error)
        }
    }

    /// A snapshot's top `rows` rows (all of them when it is no taller) as memory that any thread may read,
    /// freeing the snapshot texture.
    private nonisolated static func pixels(
        _ texture: OpaquePointer?, _ error: UnsafeMutablePointer<GError>?, rows: Int?
    ) -> Result<SnapshotBitmap, WebContentError> {
        if let error {
            defer { g_error_free(error) }
            return .failure(
                WholeDocumentCapture.snapshot.failure(error.pointee.message.map { String(cString: $0) } ?? ""))
        }
        guard let texture else { return .failure(WholeDocumentCapture.snapshot.missing("texture")) }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let width = Int(gdk_texture_get_width(texture))
        let height = Int(gdk_texture_get_height(texture))
        guard width > 0, height > 0 else { return .failure(.malformedResult("empty snapshot")) }
        let kept = WholeDocumentCapture.kept(rows, of: height)
        // The texture's own bytes when GTK lets them be read as they are: no copy, and no conversion pass.
        if let bytes = wck_memory_texture_bytes(texture) {
            return .success(SnapshotBitmap(width: width, height: kept, taking: bytes))
        }
        let stride = width * 4
        // Uninitialised: the download writes every byte, and zeroing a tall page first costs a pass of its own.
        var buffer = [UInt8](unsafeUninitializedCapacity: stride * height) { memory, initialized in
            gdk_texture_download(texture, memory.baseAddress, gsize(stride))
            initialized = stride * height
        }
        if kept < height { buffer.removeLast((height - kept) * stride) }
        return .success(SnapshotBitmap(width: width, height: kept, bytes: buffer))
    }
}
#endif
