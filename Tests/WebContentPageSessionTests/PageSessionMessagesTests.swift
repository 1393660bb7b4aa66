import Clocks
import Foundation
import Testing

@testable import WebContentCore
@testable import WebContentPageSession

/// Page messages as the page session takes them from either engine: from the content world only, events alone
/// answered at once with their events handed back, a send kept for the router and answered exactly once, or empty
/// when the page goes first.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct PageSessionMessagesTests {
    typealias Session = PageSession<PageSessionTests.Navigation?, String, String>

    final class Page {
        /// What each message's Promise got: `name=json`, or `name!reason` for a rejection.
        var answers: [String] = []
    }

    let page = Page()
    let click = PostedPageMessage.text(
        #"{"batch":[\#(JSONValue.string(#"{"event":{"type":"click","href":"https://a.example/","mainFrame":true}}"#).jsonString)]}"#
    )
    let send = PostedPageMessage.text(#"{"batch":["{\"send\":\"nobody\",\"payload\":null}"]}"#)

    func makeSession() -> Session {
        Session(
            clock: TestClock(), reader: PageMessageInbox.reader(for: WebViewConfiguration()), overtakingCalls: false,
            perform: { [page] in Self.record($0, in: page) })
    }

    static func record(_ command: Session.Command, in page: Page) {
        switch command {
        case .decide: Issue.record("no navigation was asked about")
        case .reply(let name, let json): page.answers.append("\(name)=\(json ?? "nil")")
        case .reject(let name, let reason): page.answers.append("\(name)!\(reason)")
        }
    }

    /// Hands `message` to `session` as an engine does: the events it returns, or the id it waits under.
    func arrive(
        _ message: PostedPageMessage, in session: Session, from world: String? = ScriptWorld.content.name,
        as name: String
    ) -> (events: [PageEvent], id: UInt64?) {
        switch session.messageArrived(message, from: world, waiting: name) {
        case .answered(let events, let command):
            Self.record(command, in: page)
            return (events, nil)
        case .askRouter(let id): return ([], id)
        }
    }

    @Test func anEventOnlyMessageIsAnsweredAtOnceAndItsEventsComeBackAsAValue() {
        let session = makeSession()
        let arrived = arrive(click, in: session, as: "click")
        #expect(arrived.events == [.click(url: URL(string: "https://a.example/"), isMainFrame: true)])
        #expect(page.answers == [#"click=[{"ok":true}]"#])
        // A malformed message is answered with its error and brings no events.
        let malformed = arrive(.text(#"{"batch":[{"event":{"type":"nonsense"}}]}"#), in: session, as: "bad")
        #expect(malformed.events.isEmpty && malformed.id == nil)
        #expect(page.answers.last?.hasPrefix("bad=") == true && page.answers.last?.contains("error") == true)
        #expect(session.waitingMessages == 0)
        session.pageLost(.engineClosed)
        #expect(page.answers.count == 2, "nothing was left waiting to be answered again")
    }

    @Test func aMessageFromAnyOtherWorldIsRefused() {
        let session = makeSession()
        for world in [nil, "page-world", "wck-content-other"] {
            let arrived = arrive(click, in: session, from: world, as: "\(world ?? "nil")")
            #expect(arrived.events.isEmpty && arrived.id == nil)
        }
        #expect(page.answers == ["nil!refused", "page-world!refused", "wck-content-other!refused"])
        // Control: the same message from the content world is read.
        #expect(arrive(click, in: session, as: "content").events.count == 1)
        #expect(session.waitingMessages == 0)
    }

    @Test func aSendWaitsForTheRouterAndIsAnsweredOnce() throws {
        let session = makeSession()
        let id = try #require(arrive(send, in: session, as: "send").id)
        #expect(page.answers.isEmpty && session.waitingMessages == 1)
        Self.record(try #require(session.messageAnswered(id, json: "[1]")), in: page)
        #expect(session.messageAnswered(id, json: "[2]") == nil, "a second answer gives nothing to carry out")
        session.pageLost(.engineClosed)
        #expect(page.answers == ["send=[1]"])
    }

    @Test func aSendStillWaitingWhenThePageGoesIsAnsweredEmpty() throws {
        let session = makeSession()
        let id = try #require(arrive(send, in: session, as: "send").id)
        session.pageLost(.webProcessTerminated(.crashed))  // the page went before the router answered
        #expect(session.messageAnswered(id, json: "[1]") == nil, "the answer came after the page went")
        #expect(page.answers == ["send=nil"])
        #expect(session.waitingMessages == 0)
    }
}
