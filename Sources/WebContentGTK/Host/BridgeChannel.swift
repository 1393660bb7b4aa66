#if canImport(CWebKitGTK)
import CWebKitGTK
import WebContentCore
import WebContentPageSession

/// The host's side of the bridge's call channel: the document that owns it, its parked message, the calls due.
///
/// See `BridgeChannelWire` for the protocol. Only the document that said hello last owns the channel; a message
/// from any other is told to stop, so a call can never be handed to a document that is going away.
@GLibActor
final class BridgeChannel {
    /// The token of the document that owns the channel; nil until its hello (then calls use the fallback path).
    private(set) var token: String?
    /// The owner's message waiting for calls: its WebKit reply, referenced until answered.
    private var parked: OpaquePointer?
    /// Calls waiting for the owner's next message: call id and the call's JSON text.
    private var due: [(id: UInt64, text: String)] = []
    /// The host's calls: one that timed out or was cancelled while due is not sent.
    private let calls: PendingCalls

    init(calls: PendingCalls) {
        self.calls = calls
    }

    /// Whether a document owns the channel, so calls can go over it.
    var isOpen: Bool { token != nil }

    /// Queues a call and sends it at once when the owner's message is parked.
    func send(id: UInt64, text: String) {
        due.append((id, text))
        if let parked {
            self.parked = nil
            answer(parked, with: takeDue())
        }
    }

    /// Handles one channel message: a hello takes the channel over; the owner's message brings due calls or parks.
    func received(_ message: BridgeChannelWire.Message, reply: OpaquePointer) {
        if message.hello {
            if let parked { answer(parked, with: BridgeChannelWire.stop) }
            parked = nil
            token = message.token
        }
        guard message.token == token else {
            answer(reply, with: BridgeChannelWire.stop)
            return
        }
        if !due.isEmpty || !message.park {
            answer(reply, with: takeDue())
        } else {
            if let parked { answer(parked, with: BridgeChannelWire.stop) }
            parked = reply
        }
    }

    /// Forgets the owner (a new load, a dead web process, closing): its parked message is told to stop.
    ///
    /// The calls still due were failed by whoever reset the channel; they are dropped here.
    func reset() {
        if let parked { answer(parked, with: BridgeChannelWire.stop) }
        parked = nil
        token = nil
        due = []
    }

    /// Answers a message the caller could not parse: an error reply, so the page is never left waiting.
    func reject(_ reply: OpaquePointer) {
        webkit_script_message_reply_return_error_message(reply, "malformed channel message")
        webkit_script_message_reply_unref(reply)
    }

    private func takeDue() -> String {
        let taken = due
        due = []
        var wanted: [String] = []
        wanted.reserveCapacity(taken.count)
        for entry in taken where calls.call(entry.id, as: JSONValue.self) != nil { wanted.append(entry.text) }
        return BridgeChannelWire.reply(calls: wanted)
    }

    /// Answers exactly once with a JSON string the page parses; releases the reply.
    ///
    /// The text rides WebKitGTK's error-message reply, marked with ``BridgeChannelWire/replyMarker``: that reply
    /// crosses to the page as a plain string, while a value reply is first built and serialised in this process's
    /// JSC context (0.03-0.05 ms a call, a fifth of a bare evaluate-JS round trip). bridge.js reads the marker.
    private func answer(_ reply: OpaquePointer, with text: String) {
        webkit_script_message_reply_return_error_message(reply, BridgeChannelWire.replyMarker + text)
        webkit_script_message_reply_unref(reply)
    }
}
#endif
