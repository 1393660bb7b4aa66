#if os(Linux)
import CWebKitGTK

/// The window's keys the reader handles itself, before any widget sees them.
enum ReaderKey: Int, Sendable {
    case escape, find, nextMessage, previousMessage, quit, pageDown, pageUp, top, bottom, readAsText
    /// Tab and Shift+Tab: the next or previous control of the window's focus chain (inside a message, its links).
    case nextControl, previousControl
    /// Ctrl+Tab and Ctrl+Shift+Tab: out of a message's content to the next or previous control, whatever the
    /// content does with Tab (GTK's way out of a widget that keeps Tab for itself).
    case nextControlOut, previousControlOut

    /// The reader's key for a GDK key value and modifier state; nil for a key the widgets should get.
    init?(keyval: guint, state: GdkModifierType) {
        let control = state.rawValue & GDK_CONTROL_MASK.rawValue != 0
        let alt = state.rawValue & GDK_ALT_MASK.rawValue != 0
        let shift = state.rawValue & GDK_SHIFT_MASK.rawValue != 0
        let key: ReaderKey? =
            switch (keyval, control, alt) {
            case (UInt32(GDK_KEY_Escape), _, _): .escape
            case (UInt32(GDK_KEY_f), true, _), (UInt32(GDK_KEY_F), true, _): .find
            case (UInt32(GDK_KEY_Down), _, true), (UInt32(GDK_KEY_j), true, _): .nextMessage
            case (UInt32(GDK_KEY_Up), _, true), (UInt32(GDK_KEY_k), true, _): .previousMessage
            case (UInt32(GDK_KEY_q), true, _), (UInt32(GDK_KEY_w), true, _): .quit
            case (UInt32(GDK_KEY_t), true, _), (UInt32(GDK_KEY_T), true, _): .readAsText
            case (UInt32(GDK_KEY_Page_Down), false, false): .pageDown
            case (UInt32(GDK_KEY_Page_Up), false, false): .pageUp
            case (UInt32(GDK_KEY_Home), true, _): .top
            case (UInt32(GDK_KEY_End), true, _): .bottom
            case (UInt32(GDK_KEY_Tab), false, false): shift ? .previousControl : .nextControl
            case (UInt32(GDK_KEY_ISO_Left_Tab), false, false): .previousControl
            case (UInt32(GDK_KEY_Tab), true, _): shift ? .previousControlOut : .nextControlOut
            case (UInt32(GDK_KEY_ISO_Left_Tab), true, _): .previousControlOut
            default: nil
            }
        guard let key else { return nil }
        self = key
    }
}
#endif
