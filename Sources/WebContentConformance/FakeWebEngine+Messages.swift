import Foundation
public import WebContentCore
import WebContentPageSession

extension FakeWebEngine {
    /// Answers page messages through the core's inbox, set up from `configuration`, as the adapters do.
    public func acceptMessages(_ configuration: WebViewConfiguration) {
        inbox = PageMessageInbox(configuration: configuration) { [weak self] event in
            guard let self else { return }
            if case .contentSize(let size, _) = event { contentSize = size }
            attempts.count(event)
            report(event)
        }
    }

    /// Posts a send exactly as bridge.js does (a batch as JSON text whose messages are JSON text) and hands the
    /// answer text to `answer`.
    func post(_ name: String, payload: JSONValue, answer: @escaping @MainActor @Sendable (String) -> Void) {
        let message = JSONValue.object(["send": .string(name), "payload": payload]).jsonString
        let batch = JSONValue.object(["batch": .array([.string(message)])]).jsonString
        guard let inbox else { return answer(#"{"error":{"name":"NoChannel","message":"no inbox"}}"#) }
        Task { answer(await inbox.answer(.text(batch))) }
    }

    /// Sends as `WebContentBridge.send` does and settles as it does: the first answer's result, or its error.
    func send(_ name: String, payload: JSONValue) async throws -> JSONValue {
        let text = await withCheckedContinuation { continuation in
            post(name, payload: payload) { continuation.resume(returning: $0) }
        }
        let answers = try JSONValue(jsonString: text)
        let first = answers.arrayValue?.first ?? answers
        if let error = first["error"] {
            throw WebContentError.javaScript(
                name: error["name"]?.stringValue ?? "Error", message: error["message"]?.stringValue ?? "")
        }
        return first["result"] ?? .null
    }

    /// The signature and IHDR chunk of a PNG as tall as the model's content: what the bodies read of an image.
    func pngHeader(width: Double, height: Double) -> Data {
        func bigEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += bigEndian(13) + Array("IHDR".utf8)
        bytes += bigEndian(UInt32(width.rounded(.up))) + bigEndian(UInt32(height.rounded(.up)))
        bytes += [8, 6, 0, 0, 0] + bigEndian(0)
        return Data(bytes)
    }
}
