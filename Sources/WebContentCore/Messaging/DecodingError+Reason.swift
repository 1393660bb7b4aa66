extension DecodingError {
    /// A one-line account of what did not decode and where, for ``WebContentError/malformedPayload(name:reason:)``.
    var reason: String {
        func path(_ context: Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? "the payload" : "payload" + keys
        }
        switch self {
        case .typeMismatch(let type, let context):
            return "\(path(context)) is not \(type)"
        case .valueNotFound(let type, let context):
            return "\(path(context)) is missing (expected \(type))"
        case .keyNotFound(let key, let context):
            return "\(path(context)) has no \"\(key.stringValue)\""
        case .dataCorrupted(let context):
            return "\(path(context)): \(context.debugDescription)"
        @unknown default:
            return "does not decode"
        }
    }
}
