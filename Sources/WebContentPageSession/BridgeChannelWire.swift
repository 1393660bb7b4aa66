package import WebContentCore

/// The wire of the bridge's call channel, shared by adapters that carry Swift-to-page calls on a parked message.
///
/// The page (`Resources/js/bridge.js`) posts a channel message to ``handlerName`` and the adapter keeps it,
/// unanswered, until calls are due; the reply carries them as data, and the page's next message carries their
/// results and parks again. A call costs one message each way, like an evaluate-JS round trip, and nothing the
/// caller passes is ever source. Shapes:
/// - page to Swift: `{"token": String, "hello": Bool, "park": Bool, "results": [{"id": N, "result": any} |
///   {"id": N, "error": {"name", "message"}}]}`, sent as one JSON string;
/// - Swift to page: `{"calls": [{"id": N, "name": String, "payload": any}]}` or `{"stop": true}` (this document no
///   longer owns the channel), as one JSON string.
package enum BridgeChannelWire {
    /// The script message handler of the channel, registered with reply in the content world.
    package static let handlerName = "wckCall"

    /// Marks a reply that an adapter sends as an error message (a plain string) but that carries channel data.
    ///
    /// bridge.js takes a rejection whose message starts with it as the reply's JSON text; any other rejection
    /// is a real error.
    package static let replyMarker = "wck:"

    /// The reply that tells a page's loop to stop re-arming.
    package static let stop = "{\"stop\":true}"

    /// Results are values the app asked for: larger and deeper than what hostile page messages may be.
    package static let limits = PageMessageLimits(maxBytes: 256 << 20, maxDepth: 512, maxBatchCount: 1 << 20)

    /// One page message on the channel.
    package struct Message: Sendable {
        /// The sending document's random token.
        package var token: String
        /// The first message of a document: it takes the channel over.
        package var hello: Bool
        /// Whether the page waits on this message for calls (otherwise it only delivers late results).
        package var park: Bool
        /// Results by call id.
        package var results: [(id: UInt64, outcome: Result<JSONValue, WebContentError>)]
    }

    /// One call as JSON text, ready for ``reply(calls:)``.
    ///
    /// Throws ``WebContentError/invalidInput(_:)`` when the payload holds a number JSON cannot carry.
    package static func call(id: UInt64, name: String, payload: JSONValue) throws -> String {
        guard payload.isJSONRepresentable(depth: 0) else {
            throw WebContentError.invalidInput("payload holds a number JSON cannot carry (NaN or infinity)")
        }
        var text = "{\"id\":\(id),\"name\":"
        JSONStringLiteral.append(name, to: &text)
        text += ",\"payload\":"
        text += PageMessageWriter.text(payload)
        text += "}"
        return text
    }

    /// The reply that hands the page these calls (none is a valid reply).
    package static func reply(calls: [String]) -> String {
        "{\"calls\":[" + calls.joined(separator: ",") + "]}"
    }

    /// Parses a channel message; throws a ``WebContentError/Code/pageMessage`` error when it is not one.
    package static func parse(_ text: String) throws -> Message {
        let value = try PageMessageParser.parse(text, limits: limits)
        guard case .object(let members) = value, let token = members["token"]?.stringValue else {
            throw WebContentError.malformed("a channel message is an object with a token")
        }
        var message = Message(
            token: token, hello: members["hello"]?.boolValue ?? false, park: members["park"]?.boolValue ?? false,
            results: [])
        for entry in members["results"]?.arrayValue ?? [] {
            guard let number = entry["id"]?.doubleValue, number >= 1, number < 9_007_199_254_740_992 else { continue }
            message.results.append((UInt64(number), outcome(entry)))
        }
        return message
    }

    private static func outcome(_ entry: JSONValue) -> Result<JSONValue, WebContentError> {
        if let error = entry["error"] {
            return .failure(
                .javaScript(
                    name: error["name"]?.stringValue ?? "Error", message: error["message"]?.stringValue ?? ""))
        }
        // `undefined` is left out by JSON.stringify: it reads as null, as evaluate-JS reports it.
        return .success(entry["result"] ?? .null)
    }
}
