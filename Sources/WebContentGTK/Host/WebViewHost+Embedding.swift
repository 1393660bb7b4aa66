#if canImport(CWebKitGTK)
import CWebKitGTK
import Foundation

extension WebViewHost {
    /// The widget an app places in its tree: the frame holding an embedded view.
    func embeddedWidget() -> GTKWidget {
        precondition(frame != nil, "only an embedded host has a frame")
        return GTKWidget(frame!)
    }

    /// Makes the embedded view ask its parent for `height` CSS pixels (rounded up), at any width it is given.
    func setEmbeddedHeight(_ height: Double) {
        guard !isClosed, frame != nil else { return }
        let widget = UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkWidget.self)
        gtk_widget_set_size_request(widget, -1, gint(max(1, height.rounded(.up))))
    }
}
#endif
