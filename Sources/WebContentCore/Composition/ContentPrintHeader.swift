/// What a printed message shows above its content: its subject, sender, recipients and date, as text.
///
/// Every field is optional; an empty header prints the content alone. The page sets the fields as text, never as
/// markup, and removes the header once the PDF is made, so the content on screen never shows it.
public struct ContentPrintHeader: Hashable, Sendable {
    /// The message's subject.
    public var subject: String?
    /// The sender.
    public var from: String?
    /// The recipients.
    public var to: String?
    /// The date, as the host formats it.
    public var date: String?

    /// A header with the given fields; nil and empty fields are left out.
    public init(subject: String? = nil, from: String? = nil, to: String? = nil, date: String? = nil) {
        self.subject = subject
        self.from = from
        self.to = to
        self.date = date
    }

    /// The bridge handler that puts the header on the page, and the one that takes it away.
    static let setHandler = "print.header"
    static let clearHandler = "print.clear"

    /// The header as the page's handler takes it.
    var payload: JSONValue {
        var fields: [String: JSONValue] = [:]
        for (key, value) in [("subject", subject), ("from", from), ("to", to), ("date", date)] {
            if let value, !value.isEmpty { fields[key] = .string(value) }
        }
        return .object(fields)
    }
}
