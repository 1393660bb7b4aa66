internal import CWebKitGTK
import Foundation
import WebContentGTK

extension WebViewBackend {
    /// Captures `rect` (view coordinates; nil for the bounds) once the view has its frame, and reports call `id`.
    ///
    /// WebKitGTK draws the whole document in the web process; the part the rect covers is what Apple's WebKit
    /// draws from the view.
    func snapshot(rect: CGRect?, id: UInt64) async {
        await settleSize()
        guard let view else {
            return report(.snapshotFinished(id: id, .failure(.webKit(.webViewInvalidated, "closed"))))
        }
        let crop = rect ?? CGRect(x: 0, y: 0, width: requestedSize.width, height: requestedSize.height)
        let request = SnapshotCrop(reference: Reference(self, id: id), rect: crop)
        webkit_web_view_get_snapshot(
            view, WEBKIT_SNAPSHOT_REGION_FULL_DOCUMENT, WEBKIT_SNAPSHOT_OPTIONS_NONE, nil,
            { object, result, data in
                let request = Unmanaged<SnapshotCrop>.fromOpaque(data!).takeRetainedValue()
                var error: UnsafeMutablePointer<GError>?
                let texture = webkit_web_view_get_snapshot_finish(
                    UnsafeMutableRawPointer(object)?.assumingMemoryBound(to: WebKitWebView.self), result, &error)
                let outcome = SnapshotCrop.pixels(texture, error, rect: request.rect)
                GLibActor.assumeIsolated {
                    request.reference.target?.report(.snapshotFinished(id: request.reference.id, outcome))
                }
            }, Unmanaged.passRetained(request).toOpaque())
    }
}

/// A snapshot call's reference and the rect it keeps, through GLib's `gpointer`.
final class SnapshotCrop: @unchecked Sendable {
    let reference: GLibReference<WebViewBackend>
    let rect: CGRect

    init(reference: GLibReference<WebViewBackend>, rect: CGRect) {
        self.reference = reference
        self.rect = rect
    }

    /// The texture's pixels inside `rect`, RGBA premultiplied, freeing the texture.
    static func pixels(
        _ texture: OpaquePointer?, _ error: UnsafeMutablePointer<GError>?, rect: CGRect
    ) -> Result<SnapshotPixels, ShimError> {
        if let error {
            defer { g_error_free(error) }
            return .failure(.webKit(.unknown, error.pointee.message.map { String(cString: $0) } ?? "snapshot failed"))
        }
        guard let texture else { return .failure(.webKit(.unknown, "no snapshot")) }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let (width, height) = (Int(gdk_texture_get_width(texture)), Int(gdk_texture_get_height(texture)))
        var bgra = [UInt8](repeating: 0, count: width * height * 4)
        bgra.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(width * 4)) }
        let x0 = max(0, min(width, Int(rect.minX.rounded())))
        let y0 = max(0, min(height, Int(rect.minY.rounded())))
        let x1 = max(x0, min(width, Int(rect.maxX.rounded())))
        let y1 = max(y0, min(height, Int(rect.maxY.rounded())))
        guard x1 > x0, y1 > y0 else { return .failure(.webKit(.unknown, "the snapshot rect is empty")) }
        var rgba = [UInt8](repeating: 0, count: (x1 - x0) * (y1 - y0) * 4)
        // gdk_texture_download writes GDK_MEMORY_DEFAULT: B, G, R, A in memory on a little-endian machine.
        for y in y0..<y1 {
            for x in x0..<x1 {
                let from = (y * width + x) * 4
                let to = ((y - y0) * (x1 - x0) + (x - x0)) * 4
                rgba[to] = bgra[from + 2]
                rgba[to + 1] = bgra[from + 1]
                rgba[to + 2] = bgra[from]
                rgba[to + 3] = bgra[from + 3]
            }
        }
        return .success(SnapshotPixels(width: x1 - x0, height: y1 - y0, rgba: rgba))
    }
}
