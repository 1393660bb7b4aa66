import Foundation

/// Typed Swift-to-page calls over the content world's bridge (`Resources/js/bridge.js`).
extension WebEngine {
    /// Calls the bridge handler `handler` in the content world with an Encodable payload and decodes its answer.
    ///
    /// Handlers answer synchronously or with a Promise. A JavaScript error arrives as
    /// ``WebContentError/javaScript(name:message:)``; an answer of the wrong shape as
    /// ``WebContentError/malformedResult(_:)``; a payload that does not encode as ``WebContentError/invalidInput(_:)``.
    public func call<Payload: Encodable, Result: Decodable>(
        _ handler: String, payload: Payload, as: Result.Type, timeout: Duration
    ) async throws -> Result {
        let value = try await callBridge(handler, payload: try Self.encodeBridgePayload(payload), timeout: timeout)
        do {
            return try value.decode(Result.self)
        } catch {
            throw WebContentError.malformedResult("\(handler): \(error)")
        }
    }

    /// A bridge call through ``callAsyncJavaScript(_:arguments:in:timeout:)``: ``BridgeInvocation/body`` with
    /// name and payload as arguments, never source.
    ///
    /// Not a default of ``WebEngine/callBridge(_:payload:timeout:)``: an adapter chooses its channel on purpose,
    /// and a wrapper that forgot to forward `callBridge` must fail to compile, not fall back silently.
    public func callBridgeByAsyncJavaScript(
        _ handler: String, payload: JSONValue, timeout: Duration
    ) async throws -> JSONValue {
        try await callAsyncJavaScript(
            BridgeInvocation.body, arguments: ["name": .string(handler), "payload": payload], in: .content,
            timeout: timeout)
    }

    nonisolated static func encodeBridgePayload<Payload: Encodable>(_ payload: Payload) throws -> JSONValue {
        do {
            return try JSONValue(encoding: payload)
        } catch {
            throw WebContentError.invalidInput("payload does not encode as JSON: \(error)")
        }
    }
}
