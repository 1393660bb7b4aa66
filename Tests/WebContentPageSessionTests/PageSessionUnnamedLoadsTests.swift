import Clocks
import Foundation
import Testing

@testable import WebContentCore
@testable import WebContentPageSession

/// An engine whose finished loads name no navigation (WebKitGTK): the session tells its own load's end by what the
/// content scheme served and by the marker that ends HTML loaded directly, without an engine.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct PageSessionUnnamedLoadsTests {
    typealias Session = PageSession<UnnamedNavigation, String, String>

    func makeSession() -> Session {
        PageSession(
            clock: TestClock(), reader: PageMessageInbox.reader(for: WebViewConfiguration()), overtakingCalls: false,
            perform: { _ in })
    }

    func load(_ serial: UInt64, served: Bool) -> PageLoad {
        PageLoad(
            "<p>hi</p>", delivery: served ? .scheme(contentSecurityPolicy: "default-src 'none'") : .html(baseURL: nil),
            host: 7, serial: serial)
    }

    @Test func aServedDocumentsLoadEndsOnlyAfterTheSchemeServedIt() async throws {
        let session = makeSession()
        let load = load(1, served: true)
        let call = try session.loadStarts(load, marker: Session.marker(host: 7, serial: 1), timeout: .seconds(5))
        session.navigationStarted(UnnamedNavigation())
        // Negative control: a finish before the view asked for the document is an older navigation's.
        #expect(session.navigationFinished() == .ignore)
        #expect(call.isPending)
        // Another address (an older load's) is not served and serves nothing.
        #expect(session.serve(ServedDocument.address(host: 7, serial: 0)) == nil)
        #expect(session.navigationFinished() == .ignore)
        let address = try #require(load.served?.address)
        #expect(session.serve(address) != nil)
        #expect(session.navigationFinished() == .finished)
        try await call.value()
    }

    @Test func aLoadThatHasNotEndedSaysWhatTheEngineReportedOfIt() async throws {
        let clock = TestClock()
        let session = Session(
            clock: clock, reader: PageMessageInbox.reader(for: WebViewConfiguration()), overtakingCalls: false,
            perform: { _ in })
        #expect(session.calls.waits.isEmpty)
        let load = load(8, served: true)
        let call = try session.loadStarts(load, timeout: .seconds(5))
        #expect(session.calls.waits == ["load, 0 ms (no report from the engine)"])
        await clock.advance(by: .milliseconds(20))
        session.navigationStarted(UnnamedNavigation())
        session.navigationCommitted()
        await clock.advance(by: .milliseconds(30))
        #expect(session.navigationFinished() == .ignore)
        #expect(
            session.calls.waits == ["load, 50 ms (started at 20 ms, committed at 20 ms, finish passed over at 50 ms)"])
        // Once it ended, nothing waits.
        _ = session.serve(try #require(load.served?.address))
        #expect(session.navigationFinished() == .finished)
        try await call.value()
        #expect(session.calls.waits.isEmpty)
        // A load that reaches its own timeout says as much in its error.
        let late = try session.loadStarts(self.load(9, served: true), timeout: .seconds(1))
        session.navigationStarted(UnnamedNavigation())
        await clock.advance(by: .seconds(1))
        // Its deadline task may reach the clock only after it moved, to exactly its deadline: advancing by nothing
        // until the call ends lets it fire (awaiting the call at once hung this test's process in CI).
        try #require(await settle(clock) { !late.isPending }, "the load never reached its timeout")
        let error = await #expect(throws: WebContentError.self) { try await late.value() }
        #expect(error?.description.contains("load (started at 0 ms) did not answer within 1.0 s") == true, "\(error!)")
    }

    @Test func htmlLoadedDirectlyEndsWhenTheDocumentShowsItsMarkerOrNone() async throws {
        let session = makeSession()
        let marker = Session.marker(host: 7, serial: 2)
        #expect(marker.hasPrefix(Session.loadMarkerPrefix) && marker != Session.marker(host: 7, serial: 1))
        let call = try session.loadStarts(load(2, served: false), marker: marker, timeout: .seconds(5))
        session.navigationStarted(UnnamedNavigation())
        #expect(session.navigationFinished() == .readMarker(marker))
        // Negative controls: another load's marker shown, a failed read, a stale finish's marker.
        #expect(!session.markerRead(marker, shown: .string(Session.marker(host: 7, serial: 1))))
        #expect(!session.markerRead(marker, shown: nil))
        #expect(!session.markerRead(Session.marker(host: 7, serial: 1), shown: .null))
        #expect(call.isPending)
        #expect(session.markerRead(marker, shown: .string(marker)))
        try await call.value()
        // A document whose scripts removed the comment counts as its load's own.
        let next = Session.marker(host: 7, serial: 3)
        let second = try session.loadStarts(load(3, served: false), marker: next, timeout: .seconds(5))
        session.navigationStarted(UnnamedNavigation())
        #expect(session.navigationFinished() == .readMarker(next))
        #expect(session.markerRead(next, shown: .null))
        try await second.value()
    }

    @Test func aNewerLoadsMarkerReplacesTheOlders() throws {
        let session = makeSession()
        let older = Session.marker(host: 7, serial: 4)
        _ = try session.loadStarts(load(4, served: false), marker: older, timeout: .seconds(5))
        let newer = Session.marker(host: 7, serial: 5)
        let call = try session.loadStarts(load(5, served: false), marker: newer, timeout: .seconds(5))
        session.navigationStarted(UnnamedNavigation())
        // The older load's finish, read late, ends nothing.
        #expect(!session.markerRead(older, shown: .string(older)))
        #expect(call.isPending)
        // A served load carries no marker.
        _ = try session.loadStarts(
            load(6, served: true), marker: Session.marker(host: 7, serial: 6), timeout: .seconds(5))
        #expect(session.navigationFinished() == .ignore)
    }

    /// The shown document stays the older load's until a navigation commits: what it does meanwhile (a dialog) is
    /// not the newer load's.
    @Test func theShownLoadChangesOnlyWhenANavigationCommits() throws {
        let session = makeSession()
        #expect(session.shownLoad == 0)
        _ = try session.loadStarts(
            load(3, served: false), marker: Session.marker(host: 7, serial: 3), timeout: .seconds(5))
        session.navigationStarted(UnnamedNavigation())
        #expect(session.shownLoad == 0)
        session.navigationCommitted()
        #expect(session.shownLoad == 3)
        _ = try session.loadStarts(load(4, served: true), timeout: .seconds(5))
        session.navigationStarted(UnnamedNavigation())
        #expect(session.shownLoad == 3)
        session.navigationCommitted()
        #expect(session.shownLoad == 4)
    }
}
