import Foundation
import Testing

@testable import WebContentCore
@testable import WebContentPageSession

/// Load tickets: a load asked for later wins, whatever order the loads arrive in, and none after the engine closed.
@Suite(.timeLimit(.minutes(10))) struct LoadTicketsTests {
    @Test func aLaterTicketSupersedesAnEarlierOne() throws {
        var tickets = LoadTickets()
        let first = tickets.take()
        try tickets.ensureCurrent(first)
        let second = tickets.take()
        #expect(second > first)
        #expect(throws: WebContentError.superseded) { try tickets.ensureCurrent(first) }
        try tickets.ensureCurrent(second)
    }

    @Test func aLoadThatArrivesAfterANewerOneStartedFailsInsteadOfReplacingIt() throws {
        // The side that runs loads sees tickets in the order its hops delivered them.
        var runner = LoadTickets()
        try runner.start(2)
        #expect(throws: WebContentError.superseded) { try runner.start(1) }
        #expect(throws: WebContentError.superseded) { try runner.start(2) }
        #expect(runner.newest == 2)
        try runner.ensureCurrent(2)
        #expect(throws: WebContentError.superseded) { try runner.ensureCurrent(1) }
        try runner.start(3)
        #expect(throws: WebContentError.superseded) { try runner.ensureCurrent(2) }
    }

    @Test func aLoadOvertakenBeforeItStartedNeverStarts() throws {
        // One value on both sides (the WebKitGTK engine takes, its host starts): the host knows of the newer load
        // as soon as it is asked for.
        var tickets = LoadTickets()
        let older = tickets.take()
        let newer = tickets.take()
        #expect(throws: WebContentError.superseded) { try tickets.start(older) }
        #expect(tickets.started == 0)
        try tickets.start(newer)
        #expect(tickets.started == newer && tickets.newest == newer)
        #expect(throws: WebContentError.superseded) { try tickets.ensureCurrent(older) }
    }

    @Test func afterCloseNoLoadStartsAndNoDocumentIsCurrent() throws {
        var tickets = LoadTickets()
        let shown = tickets.take()
        try tickets.start(shown)
        let asked = tickets.take()
        let (first, second) = (tickets.close(), tickets.close())
        #expect(first && !second, "the second close tears nothing down again")
        #expect(tickets.isClosed)
        #expect(throws: WebContentError.engineClosed) { try tickets.ensureCurrent(shown) }
        #expect(throws: WebContentError.engineClosed) { try tickets.start(asked) }
        let later = tickets.take()
        #expect(throws: WebContentError.engineClosed) { try tickets.start(later) }
        #expect(tickets.started == shown)
    }
}
