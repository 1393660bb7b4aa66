import WebContentCore

/// The engine's side of the bridge's call channel (``BridgeChannelWire``): the document that owns it, its parked
/// message, the calls due.
///
/// Only the document that said hello last owns the channel; a message from any other is told to stop, so a call can
/// never be handed to a document that is going away. A state machine without I/O: each event returns the answers to
/// write, each a waiting message's `Reply` and the JSON text the page parses, and the engine writes each exactly
/// once. Not `Sendable` and bound to no actor: it belongs to its engine's isolation, like ``PendingCalls``.
package struct BridgeChannel<Reply> {
    /// A waiting channel message and the text that answers it.
    package typealias Answer = (reply: Reply, text: String)

    /// The token of the document that owns the channel; nil until its hello (then calls use the fallback path).
    package private(set) var token: String?
    /// The owner's message waiting for calls.
    private var parked: Reply?
    /// Calls waiting for the owner's next message: call id and the call's JSON text.
    private var due: [(id: UInt64, text: String)] = []
    /// The engine's calls: one that timed out or was cancelled while due is not sent.
    private let calls: PendingCalls

    /// A channel no document owns yet, for the calls in `calls`.
    package init(calls: PendingCalls) {
        self.calls = calls
    }

    /// Whether a document owns the channel, so calls can go over it.
    package var isOpen: Bool { token != nil }

    /// Queues a call; returns the owner's parked message answered with every call due, when one is parked.
    package mutating func send(id: UInt64, text: String) -> Answer? {
        due.append((id, text))
        guard let parked else { return nil }
        self.parked = nil
        return (parked, takeDue())
    }

    /// One channel message: a hello takes the channel over (the previous owner's parked message is told to stop);
    /// the owner's message brings the calls due, or parks when none is and it asked to; any other is told to stop.
    package mutating func received(_ message: BridgeChannelWire.Message, reply: Reply) -> [Answer] {
        var answers: [Answer] = []
        if message.hello {
            if let parked { answers.append((parked, BridgeChannelWire.stop)) }
            parked = nil
            token = message.token
        }
        guard message.token == token else { return answers + [(reply, BridgeChannelWire.stop)] }
        if !due.isEmpty || !message.park { return answers + [(reply, takeDue())] }
        if let parked { answers.append((parked, BridgeChannelWire.stop)) }
        parked = reply
        return answers
    }

    /// Forgets the owner (a new load, a dead web process, closing); returns its parked message, told to stop.
    ///
    /// The calls still due were failed by whoever reset the channel; they are dropped here.
    package mutating func reset() -> Answer? {
        defer {
            parked = nil
            token = nil
            due = []
        }
        return parked.map { ($0, BridgeChannelWire.stop) }
    }

    private mutating func takeDue() -> String {
        let taken = due
        due = []
        var wanted: [String] = []
        wanted.reserveCapacity(taken.count)
        for entry in taken where calls.call(entry.id, as: JSONValue.self) != nil { wanted.append(entry.text) }
        return BridgeChannelWire.reply(calls: wanted)
    }
}
