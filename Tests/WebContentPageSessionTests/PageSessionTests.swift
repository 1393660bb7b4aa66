import Clocks
import Foundation
import Testing

@testable import WebContentCore
@testable import WebContentPageSession

/// One page's life without an engine: events in (a load starts, navigations start, finish, fail or are asked about,
/// the page goes), values out (the call to await, whether a navigation is our own load's), on a test clock.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct PageSessionTests {
    /// A WKNavigation's stand-in: equal only to itself.
    final class Navigation: Equatable {
        nonisolated static func == (left: Navigation, right: Navigation) -> Bool { left === right }
    }

    /// What the session handed back to the engine's waiting items, in order.
    final class Delivered {
        var answers: [String] = []
    }

    let delivered = Delivered()
    let servedLoad = PageLoad(
        "<p>hi</p>", delivery: .scheme(contentSecurityPolicy: "default-src 'none'"), host: 3, serial: 1)

    typealias Session = PageSession<Navigation?, String, String>

    func makeSession(overtakingCalls: Bool = false) -> Session {
        PageSession(
            clock: TestClock(), reader: PageMessageInbox.reader(for: WebViewConfiguration()),
            overtakingCalls: overtakingCalls, perform: { [delivered] in Self.record($0, in: delivered) })
    }

    /// The engine's side of a command: the answer it got.
    static func record(_ command: Session.Command, in delivered: Delivered) {
        switch command {
        case .decide(let item, let allow): delivered.answers.append("\(item)=\(allow)")
        case .reply(let item, let json): delivered.answers.append("\(item)=\(json ?? "nil")")
        case .reject(let item, let reason): delivered.answers.append("\(item)!\(reason)")
        }
    }

    /// Asks `session` about `report`: "at once" when it answered (the answer delivered), "chain" when it keeps the
    /// navigation waiting for the chain.
    func ask(_ session: Session, _ report: NavigationReport, waiting item: String = "navigation") -> String {
        switch session.navigationAsked(report, waiting: item, timeout: .seconds(5)) {
        case .perform(let command):
            Self.record(command, in: delivered)
            return "at once"
        case .askChain: return "chain"
        }
    }

    /// What the page's own load looks like when the engine asks about it.
    func ownLoad(_ load: PageLoad) -> NavigationReport {
        NavigationReport(url: load.address, type: .other, isUserGesture: false, isNewWindow: false)
    }

    @Test func aLoadIsServedExpectedAndEndedByTheNavigationThatCarriesIt() async throws {
        let session = makeSession()
        let call = try session.loadStarts(servedLoad, timeout: .seconds(5))
        #expect(session.served == servedLoad.served)
        let carrier = Navigation()
        session.navigationStarted(carrier)
        // Negative controls: another navigation's finish, a cancelled failure.
        #expect(!session.navigationFinished(Navigation()))
        #expect(!session.navigationFailed(carrier, "cancelled", cancelled: true))
        #expect(session.navigationFinished(carrier))
        try await call.value()
        #expect(session.calls.count == 0)
    }

    @Test func ourOwnLoadsNavigationIsClaimedOnceAndNoOtherIs() throws {
        let session = makeSession()
        let report = ownLoad(servedLoad)
        // Negative control: before the load starts, the same navigation is not ours.
        #expect(ask(session, report, waiting: "early") == "chain")
        _ = try session.loadStarts(servedLoad, timeout: .seconds(5))
        let click = NavigationReport(url: report.url, type: .linkActivated, isUserGesture: true, isNewWindow: false)
        #expect(ask(session, click, waiting: "click") == "chain")  // the right URL in the wrong shape
        #expect(ask(session, report, waiting: "own") == "at once")
        // A second navigation to the same address is the content's.
        #expect(ask(session, report, waiting: "again") == "chain")
        #expect(delivered.answers == ["own=true"])
        #expect(session.waitingNavigations == 3)
    }

    @Test func aNewLoadSupersedesTheCallsOfTheDocumentItReplaces() async throws {
        let session = makeSession()
        let script = try session.calls.register(Int.self, timeout: .seconds(5), what: "script")
        let older = try session.loadStarts(servedLoad, timeout: .seconds(5))
        #expect(!script.isPending)
        await #expect(throws: WebContentError.superseded) { try await script.value() }
        let html = PageLoad("<p>2</p>", delivery: .html(baseURL: nil), host: 3, serial: 2)
        let newer = try session.loadStarts(html, timeout: .seconds(5))
        await #expect(throws: WebContentError.superseded) { try await older.value() }
        #expect(session.served == nil, "HTML given directly is not served")
        session.navigationStarted(nil)
        #expect(session.navigationFinished(nil))
        try await newer.value()
    }

    @Test func anEngineThatOvertakesCallsEndsThoseStartedWhileItLoadedWhenItFinishes() async throws {
        let session = makeSession(overtakingCalls: true)
        let carrier = Navigation()
        let load = try session.loadStarts(servedLoad, timeout: .seconds(5))
        session.navigationStarted(carrier)
        let during = try session.calls.register(Int.self, timeout: .seconds(5), what: "script")
        #expect(during.isPending)
        #expect(session.navigationFinished(carrier))
        try await load.value()
        await #expect(throws: WebContentError.superseded) { try await during.value() }
    }

    @Test func losingThePageFailsTheCallsAndAnswersEverythingWaiting() async throws {
        let session = makeSession()
        let load = try session.loadStarts(servedLoad, timeout: .seconds(5))
        let carrier = Navigation()
        session.navigationStarted(carrier)
        let elsewhere = NavigationReport(url: nil, type: .other, isUserGesture: false, isNewWindow: false)
        #expect(ask(session, elsewhere) == "chain")
        let send = PostedPageMessage.text(#"{"batch":["{\"send\":\"nobody\",\"payload\":null}"]}"#)
        guard case .askRouter = session.messageArrived(send, from: ScriptWorld.content.name, waiting: "message") else {
            Issue.record("the send was not kept for the router")
            return
        }
        session.pageLost(.webProcessTerminated(.crashed))
        await #expect(throws: WebContentError.webProcessTerminated(.crashed)) { try await load.value() }
        #expect(delivered.answers == ["navigation=false", "message=nil"])
        #expect(!session.navigationFinished(carrier), "no load is current any more")
        #expect(session.calls.count == 0 && session.waitingNavigations == 0 && session.waitingMessages == 0)
        #expect(session.served == servedLoad.served, "a lost page keeps serving: the engine may load it again")
        session.closed()
        #expect(session.served == nil)
    }

    @Test func aTaskCancelledAlreadyStartsNoLoad() async throws {
        let session = makeSession()
        let task = Task { @MainActor in
            withUnsafeCurrentTask { $0?.cancel() }
            _ = try session.loadStarts(servedLoad, timeout: .seconds(5))
        }
        await #expect(throws: WebContentError.cancelled) { try await task.value }
        #expect(session.served == nil)
        #expect(ask(session, ownLoad(servedLoad)) == "chain")
    }
}
