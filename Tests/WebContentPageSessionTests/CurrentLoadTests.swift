import Clocks
import Testing

@testable import WebContentCore
@testable import WebContentPageSession

/// The current load both adapters keep, without an engine: which navigation reports end it (WKWebView's named
/// navigations, WebKitGTK's unnamed one), on a test clock.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct CurrentLoadTests {
    /// A WKNavigation's stand-in: equal only to itself.
    final class Navigation: Equatable {
        nonisolated static func == (left: Navigation, right: Navigation) -> Bool { left === right }
    }

    let calls = PendingCalls(clock: TestClock())

    /// A load registered in `load`, carried by `navigation` when its load call names one, and awaited by a task of
    /// its own.
    private func running<N>(
        _ load: CurrentLoad<N>, carriedBy navigation: N?, overtakingCalls: Bool = false
    ) throws -> Task<Void, any Error> {
        let call = try load.register(in: calls, timeout: .seconds(5), overtakingCalls: overtakingCalls)
        if let navigation { load.carried(by: navigation) }
        return Task { @MainActor in try await call.value() }
    }

    @Test func onlyTheNavigationThatCarriesTheLoadEndsIt() async throws {
        let load = CurrentLoad<Navigation?>()
        let (older, carrier) = (Navigation(), Navigation())
        let task = try running(load, carriedBy: carrier)
        // Negative controls: an older navigation's finish, a report naming none, a cancelled failure.
        #expect(!load.finished(older))
        #expect(!load.finished(nil))
        #expect(!load.failed(carrier, "cancelled", cancelled: true))
        #expect(load.finished(carrier))
        try await task.value
        #expect(calls.count == 0)
        #expect(!load.finished(carrier))  // a second report of the same navigation ends nothing
    }

    @Test func aFailedNavigationFailsTheLoadWithTheEnginesDescription() async throws {
        let load = CurrentLoad<Navigation?>()
        let carrier = Navigation()
        let task = try running(load, carriedBy: carrier)
        #expect(load.failed(carrier, "host not found", cancelled: false))
        await #expect(throws: WebContentError.loadFailed("host not found")) { try await task.value }
        #expect(!load.failed(carrier, "again", cancelled: false))
    }

    @Test func aLoadCallThatReturnsNoNavigationIsEndedByAReportNamingNone() async throws {
        // WebKit's load calls may return nil, and its delegate then reports a nil navigation.
        let load = CurrentLoad<Navigation?>()
        let task = try running(load, carriedBy: .some(nil))
        #expect(!load.finished(Navigation()))
        #expect(load.finished(nil))
        try await task.value
    }

    @Test func anUnnamedNavigationCarriesTheLoadOnlyOnceItStarted() async throws {
        let load = CurrentLoad<UnnamedNavigation>()
        let task = try running(load, carriedBy: nil)
        // A stale FINISHED (or failure) of the older load, before this one's STARTED, ends nothing.
        #expect(!load.finished(UnnamedNavigation()))
        #expect(!load.failed(UnnamedNavigation(), "stale", cancelled: false))
        load.carried(by: UnnamedNavigation())
        #expect(load.finished(UnnamedNavigation()))
        try await task.value
        // With no load waiting, a start carries nothing: a later finish ends nothing.
        load.carried(by: UnnamedNavigation())
        #expect(!load.finished(UnnamedNavigation()))
    }

    @Test func aCarrierReportedAsTheLoadStartsIsKept() async throws {
        let load = CurrentLoad<UnnamedNavigation>()
        let task = try running(load, carriedBy: UnnamedNavigation())
        #expect(load.finished(UnnamedNavigation()))
        try await task.value
    }

    @Test func aNewerLoadTakesThePlaceOfTheOneItSuperseded() async throws {
        let load = CurrentLoad<Navigation?>()
        let (first, second) = (Navigation(), Navigation())
        let older = try running(load, carriedBy: first)
        calls.failAll(.superseded)  // what the adapter does as a new load starts
        let newer = try running(load, carriedBy: second)
        #expect(!load.finished(first))
        #expect(load.finished(second))
        await #expect(throws: WebContentError.superseded) { try await older.value }
        try await newer.value
    }

    @Test func anAbandonedLoadIsEndedByNoLaterReport() async throws {
        let load = CurrentLoad<Navigation?>()
        let carrier = Navigation()
        let task = try running(load, carriedBy: carrier)
        calls.failAll(.engineClosed)  // what the adapter does as the page goes
        load.abandon()
        #expect(!load.finished(carrier))
        #expect(!load.failed(carrier, "late", cancelled: false))
        await #expect(throws: WebContentError.engineClosed) { try await task.value }
    }

    /// The script calls started, for answering them.
    final class Started {
        var calls: [PendingCall<Int>] = []
    }

    /// A script call waiting in `calls`, awaited by a task of its own.
    private func scriptCall(_ started: Started = Started()) throws -> Task<Int, any Error> {
        let call = try calls.register(Int.self, timeout: .seconds(5), what: "script")
        started.calls.append(call)
        return Task { @MainActor in try await call.value() }
    }

    @Test func aLoadThatOvertakesCallsEndsThoseStartedWhileItLoadedWhenItFinishes() async throws {
        let load = CurrentLoad<Navigation?>()
        let started = Started()
        let before = try scriptCall(started)
        let carrier = Navigation()
        let task = try running(load, carriedBy: carrier, overtakingCalls: true)
        #expect(calls.count == 1 && !started.calls[0].isPending)
        await #expect(throws: WebContentError.superseded) { try await before.value }  // its document is going
        let during = try scriptCall(started)
        #expect(calls.count == 2)
        load.finished(carrier)
        try await task.value
        // It ran in the document the load replaced (checked before awaiting: a call left waiting would hang).
        try #require(!started.calls[1].isPending)
        await #expect(throws: WebContentError.superseded) { try await during.value }
    }

    @Test func aFailedLoadKeepsTheCallsOfTheDocumentThatStays() async throws {
        let load = CurrentLoad<Navigation?>()
        let carrier = Navigation()
        let task = try running(load, carriedBy: carrier, overtakingCalls: true)
        #expect(calls.count == 1)
        let started = Started()
        let during = try scriptCall(started)
        load.failed(carrier, "offline", cancelled: false)
        await #expect(throws: WebContentError.loadFailed("offline")) { try await task.value }
        try #require(started.calls.first?.isPending == true)
        started.calls.first?.succeed(7)
        #expect(try await during.value == 7)
    }
}
