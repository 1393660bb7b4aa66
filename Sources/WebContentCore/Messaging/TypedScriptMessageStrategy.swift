/// A ``ScriptMessageStrategy`` with a typed, Codable payload and reply.
///
/// The default ``ScriptMessageStrategy/receive(_:)`` decodes the body as `Payload` (a body that does not fit throws
/// ``WebContentError/malformedPayload(name:reason:)``, naming the field), calls ``handle(_:)`` and encodes its
/// reply. A strategy with nothing to answer uses an optional `Reply` and returns nil, which the page sees as null.
public protocol TypedScriptMessageStrategy: ScriptMessageStrategy {
    associatedtype Payload: Decodable & Sendable
    associatedtype Reply: Encodable & Sendable

    /// Handles one decoded message.
    func handle(_ payload: Payload) async throws -> Reply
}

extension TypedScriptMessageStrategy {
    /// Decodes `body` as `Payload`, handles it and encodes the reply; malformed bodies throw.
    public func receive(_ body: JSONValue) async throws -> JSONValue {
        let payload: Payload
        do {
            payload = try body.decode(Payload.self)
        } catch let error as DecodingError {
            throw WebContentError.malformedPayload(name: identifier, reason: error.reason)
        } catch {
            throw WebContentError.malformedPayload(name: identifier, reason: String(describing: error))
        }
        let reply = try await handle(payload)
        do {
            return try JSONValue(encoding: reply)
        } catch {
            throw WebContentError.unencodableReply(name: identifier, reason: String(describing: error))
        }
    }
}
