/// Something the reader window showed, told as it happens: its name and its fields, in order.
///
/// `webcontent view --events` prints each as a JSON line; a test or script reads where every message is.
public struct ReaderEvent: Sendable {
    /// A field's value: what JSON can hold.
    public indirect enum Value: Sendable {
        /// No value.
        case null
        /// A truth value.
        case bool(Bool)
        /// A whole number.
        case int(Int)
        /// A number (pixels, a scale).
        case number(Double)
        /// Text.
        case string(String)
        /// Values in order.
        case array([Value])
        /// Named values in order.
        case object([(String, Value)])
    }

    /// What happened: "ready", "visible", "opened", "panel", "find" ...
    public let name: String
    /// What the window showed, in a stable order.
    public let fields: [(String, Value)]

    /// An event named `name` with `fields`.
    public init(_ name: String, _ fields: [(String, Value)] = []) {
        self.name = name
        self.fields = fields
    }
}
