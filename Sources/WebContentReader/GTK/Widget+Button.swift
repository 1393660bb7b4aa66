#if os(Linux)
import CWebKitGTK
import WebContentGTK

@GLibActor
extension Widget {
    /// A new `GtkButton` labelled `label`; `action` runs on each click.
    static func button(_ label: String, framed: Bool = true, action: @escaping @Sendable () -> Void) -> Widget {
        let button = Widget(gtk_button_new_with_label(label)!)
        if !framed { gtk_button_set_has_frame(button.cast(GtkButton.self), 0) }
        button.connect("clicked", action)
        return button
    }

    func setButtonLabel(_ text: String) { gtk_button_set_label(cast(GtkButton.self), text) }

    /// The button's own label, left-aligned and ellipsized, so a long text never widens the button's parent.
    func ellipsizeButtonLabel() {
        guard let label = gtk_button_get_child(cast(GtkButton.self)) else { return }
        Widget(label).setLabelLayout(ellipsizes: true, wraps: false)
    }

    /// `action` on the widget's signal `signal`, one whose handler takes only the instance.
    func connect(_ signal: String, _ action: @escaping @Sendable () -> Void) {
        GTKSignal.connect(raw, signal, action)
    }
}
#endif
