#if os(Linux)
import WebContentReader

extension OrderedJSON {
    /// A reader event as one JSON line's object: `event` (its name) first, then its fields in order.
    init(_ event: ReaderEvent) {
        self = .object([("event", .string(event.name))] + event.fields.map { ($0.0, OrderedJSON($0.1)) })
    }

    /// A reader event's value as JSON.
    init(_ value: ReaderEvent.Value) {
        switch value {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .int(let value): self = .int(value)
        case .number(let value): self = .number(value)
        case .string(let value): self = .string(value)
        case .array(let values): self = .array(values.map(OrderedJSON.init))
        case .object(let members): self = .object(members.map { ($0.0, OrderedJSON($0.1)) })
        }
    }
}
#endif
