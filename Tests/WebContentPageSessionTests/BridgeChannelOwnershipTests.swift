import Clocks
import Testing

@testable import WebContentCore
@testable import WebContentPageSession

/// The bridge's call channel without an engine: only the document that said hello last owns it, its parked message
/// carries the calls due, and every waiting message is answered exactly once (told to stop when it is not the
/// owner's any more).
@MainActor
@Suite(.timeLimit(.minutes(10))) struct BridgeChannelOwnershipTests {
    let calls = PendingCalls(clock: TestClock())

    func message(_ token: String, hello: Bool = false, park: Bool = true) -> BridgeChannelWire.Message {
        BridgeChannelWire.Message(token: token, hello: hello, park: park, results: [])
    }

    /// A pending call and its text on the wire.
    func call(_ name: String) throws -> (id: UInt64, text: String) {
        let call = try calls.register(JSONValue.self, timeout: .seconds(5), what: name)
        return (call.id, try BridgeChannelWire.call(id: call.id, name: name, payload: .null))
    }

    @Test func theOwnersParkedMessageCarriesTheCallsDue() throws {
        var channel = BridgeChannel<String>(calls: calls)
        #expect(!channel.isOpen)
        let parked = channel.received(message("a", hello: true), reply: "a1")
        #expect(parked.isEmpty, "nothing due: it parks")
        #expect(channel.isOpen)
        let echo = try call("echo")
        let sent = channel.send(id: echo.id, text: echo.text)
        let answer = try #require(sent)
        #expect(answer.reply == "a1" && answer.text == BridgeChannelWire.reply(calls: [echo.text]))
        // Nothing parked now: the next call waits for the owner's next message, which takes it at once.
        let later = try call("later")
        let waiting = channel.send(id: later.id, text: later.text)
        #expect(waiting == nil)
        let taken = channel.received(message("a"), reply: "a2")
        #expect(taken.map(\.reply) == ["a2"] && taken.first?.text == BridgeChannelWire.reply(calls: [later.text]))
    }

    @Test func aHelloTakesTheChannelOverAndAnyOtherDocumentIsToldToStop() {
        var channel = BridgeChannel<String>(calls: calls)
        _ = channel.received(message("old", hello: true), reply: "old1")
        let takeover = channel.received(message("new", hello: true), reply: "new1")
        #expect(takeover.map(\.reply) == ["old1"] && takeover.first?.text == BridgeChannelWire.stop)
        let stale = channel.received(message("old"), reply: "old2")
        #expect(stale.map(\.reply) == ["old2"] && stale.first?.text == BridgeChannelWire.stop)
        // Control: the owner's own message parks, and a second park replaces the first, which is told to stop.
        let replaced = channel.received(message("new"), reply: "new2")
        #expect(replaced.map(\.reply) == ["new1"])
        #expect(channel.token == "new")
    }

    @Test func aCallThatEndedWhileDueIsNotSent() throws {
        var channel = BridgeChannel<String>(calls: calls)
        let gone = try call("gone")
        let kept = try call("kept")
        let sent = [channel.send(id: gone.id, text: gone.text), channel.send(id: kept.id, text: kept.text)]
        #expect(sent.allSatisfy { $0 == nil }, "no message parked")
        calls.call(gone.id, as: JSONValue.self)?.fail(.cancelled)
        let answers = channel.received(message("a", hello: true), reply: "a1")
        #expect(answers.map(\.text) == [BridgeChannelWire.reply(calls: [kept.text])])
    }

    @Test func aResetTellsTheParkedMessageToStopAndDropsTheCallsDue() throws {
        var channel = BridgeChannel<String>(calls: calls)
        let none = channel.reset()
        #expect(none == nil, "nothing parked: nothing to answer")
        _ = channel.received(message("a", hello: true), reply: "a1")
        let reset = channel.reset()
        let stopped = try #require(reset)
        #expect(stopped.reply == "a1" && stopped.text == BridgeChannelWire.stop)
        #expect(!channel.isOpen)
        let due = try call("due")
        _ = channel.send(id: due.id, text: due.text)
        _ = channel.reset()
        let next = channel.received(message("b", hello: true, park: false), reply: "b1")
        #expect(next.map(\.text) == [BridgeChannelWire.reply(calls: [])], "the dropped call is not handed on")
    }
}
