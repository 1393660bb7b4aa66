#if os(Linux)
import Foundation
import WebContentGTK

/// The native panel under the messages: where a routed tap lands (a product screen, a link to confirm, an image, an
/// address).
///
/// Escape or its Close button hides it.
@GLibActor
final class ReaderPanel {
    nonisolated let revealer: Widget
    let title: Widget
    let detail: Widget
    let primary: Widget
    let picture: Widget
    /// A message as plain text: the fallback for a screen reader that cannot reach the web view's own tree.
    let text: Widget
    let textScroller: Widget
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
        text = Widget.readOnlyTextView()
        textScroller = Widget.scroller(text, verticalOnly: true)
        textScroller.setSizeRequest(height: 240)
        textScroller.setVisible(false)
        let row = Widget.box(vertical: false, spacing: 6)
        primary = Widget.button("Open") { send(.panelPrimary) }
        let close = Widget.button("Close") { send(.closePanel) }
        row.append(primary)
        row.append(close)
        buttons = [primary, close]
        for child in [title, detail, picture, textScroller, row] { box.append(child) }
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
        textScroller.setVisible(false)
        revealer.setVisible(true)
        revealer.setRevealed(true)
    }

    /// Shows a message's `body` as text, named `name` for assistive technology, and moves the focus into it so a
    /// screen reader starts reading there.
    func showText(title text: String, name: String, body: String) {
        title.setText(text)
        detail.setText("")
        primary.setVisible(false)
        picture.setVisible(false)
        self.text.setTextViewText(body)
        self.text.setAccessibleLabel(name)
        textScroller.setVisible(true)
        revealer.setVisible(true)
        revealer.setRevealed(true)
        self.text.grabFocus()
    }

    func hide() {
        revealer.setRevealed(false)
        revealer.setVisible(false)
    }

    var isShown: Bool { revealer.isRevealed }
}
#endif
