import Foundation
import Testing

@testable import WebContentCore
@testable import WebContentPageSession

/// Load tickets: a load asked for later wins, whatever order the loads arrive in.
@Suite struct LoadTicketsTests {
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
}
