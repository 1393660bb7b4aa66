#if os(Linux)
import Foundation
import WebContentGTK

/// The native panel under the messages: where a routed tap lands (a product screen, a link to confirm, an
/// image, an address). Escape or its Close button hides it.
@GLibActor
final class ReaderPanel {
    nonisolated let revealer: Widget
    let title: Widget
    let detail: Widget
    let primary: Widget
    let picture: Widget
    /// The panel's buttons in Tab order.
    let buttons: [Widget]

    init(send: @escaping @Sendable (ReaderAction) -> Void) {
        let box = Widget.box(spacing: 6)
        box.setMargins(12)
        title = Widget.label("")
        title.addCSSClass("title-2")
        detail = Widget.label("", wraps: true)
        detail.setSelectable(true)
        picture = Widget.picture()
        picture.setVisible(false)
        picture.setSizeRequest(height: 160)
        let row = Widget.box(vertical: false, spacing: 6)
        primary = Widget.button("Open") { send(.panelPrimary) }
        let close = Widget.button("Close") { send(.closePanel) }
        row.append(primary)
        row.append(close)
        buttons = [primary, close]
        for child in [title, detail, picture, row] { box.append(child) }
        revealer = Widget.revealer(box)
        revealer.setAccessibleLabel("Panel")
        // Hidden, not just folded: a folded revealer without a transition still kept its child's height under
        // the column, a dead strip at the window's bottom.
        revealer.setVisible(false)
    }

    /// Shows the panel with `title`, `detail` and, when there is an action, a primary button named `primary`.
    func show(title text: String, detail: String, primary label: String?, image: Data? = nil) {
        title.setText(text)
        self.detail.setText(detail)
        primary.setVisible(label != nil)
        if let label { primary.setButtonLabel(label) }
        picture.setVisible(image.map { picture.setImage($0) } ?? false)
        revealer.setVisible(true)
        revealer.setRevealed(true)
    }

    func hide() {
        revealer.setRevealed(false)
        revealer.setVisible(false)
    }

    var isShown: Bool { revealer.isRevealed }
}
#endif
