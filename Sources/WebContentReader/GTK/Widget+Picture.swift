#if os(Linux)
import CWebKitGTK
import Foundation
import WebContentGTK

@GLibActor
extension Widget {
    /// A new `GtkRevealer` around `child`, shown at once when revealed (a panel half slid in is neither there
    /// nor not, for a person or a screenshot).
    static func revealer(_ child: Widget) -> Widget {
        let revealer = Widget(gtk_revealer_new()!)
        gtk_revealer_set_transition_type(revealer.opaque, GTK_REVEALER_TRANSITION_TYPE_NONE)
        gtk_revealer_set_child(revealer.opaque, child.pointer)
        return revealer
    }

    func setRevealed(_ revealed: Bool) { gtk_revealer_set_reveal_child(opaque, revealed ? 1 : 0) }
    var isRevealed: Bool { gtk_revealer_get_reveal_child(opaque) != 0 }

    /// A new `GtkPicture`, empty; `scalesDown` lets it shrink its image to its width (keeping the aspect).
    static func picture(scalesDown: Bool = false) -> Widget {
        let picture = Widget(gtk_picture_new()!)
        if scalesDown {
            gtk_picture_set_content_fit(picture.opaque, GTK_CONTENT_FIT_SCALE_DOWN)
            gtk_picture_set_can_shrink(picture.opaque, 1)
        }
        return picture
    }

    /// Shows the image `data` (PNG, JPEG ...
    ///
    /// as GdkTexture reads them); false when it could not be read.
    @discardableResult
    func setImage(_ data: Data) -> Bool {
        let texture = data.withUnsafeBytes { raw -> UnsafeMutableRawPointer? in
            let bytes = g_bytes_new(raw.baseAddress, gsize(raw.count))
            defer { g_bytes_unref(bytes) }
            return gdk_texture_new_from_bytes(bytes, nil).map { UnsafeMutableRawPointer($0) }
        }
        guard let texture else { return false }
        gtk_picture_set_paintable(opaque, OpaquePointer(texture))
        g_object_unref(texture)
        return true
    }
}
#endif
