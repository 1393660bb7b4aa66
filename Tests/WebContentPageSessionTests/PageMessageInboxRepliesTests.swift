import Foundation
import Testing

@testable import WebContentCore
@testable import WebContentPageSession

/// Page messages answered through a reply handler, as WKWebView's are: once, from the content world only, and
/// even when the page or the engine went first.
@MainActor
@Suite struct PageMessageInboxRepliesTests {
    /// What the page's Promise got: a value or a rejection's message.
    @MainActor
    final class PageSide {
        var values: [String] = []
        var rejections: [String] = []

        var reply: ReplyOnce {
            ReplyOnce { [self] value, error in
                if let error { rejections.append(error) } else { values.append("\(value ?? "nil")") }
            }
        }
    }

    let inbox = PageMessageInbox(configuration: WebViewConfiguration()) { _ in }
    let replies = WaitingAnswers<(ReplyOnce, PostedPageMessage), String?> { $0.0.answer($1, to: $0.1) }
    /// A click event posted as bridge.js posts it: the router answers it at once.
    let click = PostedPageMessage.text(
        #"{"batch":[\#(JSONValue.string(#"{"event":{"type":"click","href":"https://a.example/","mainFrame":true}}"#).jsonString)]}"#
    )

    @Test func aMessageFromTheContentWorldIsAnsweredOnce() {
        let page = PageSide()
        let events = inbox.receive(click, from: ScriptWorld.content.name, replyingTo: page.reply, waitingIn: replies)
        #expect(page.values == [#"[{"ok":true}]"#])
        #expect(events == [.click(url: URL(string: "https://a.example/"), isMainFrame: true)])
        #expect(replies.count == 0)
        replies.answerAll(with: nil)
        #expect(page.rejections.isEmpty)
    }

    @Test func aMessageFromAnyOtherWorldIsRefused() {
        for world in [nil, "page-world", "wck-content-other"] {
            let page = PageSide()
            let events = inbox.receive(click, from: world, replyingTo: page.reply, waitingIn: replies)
            #expect(events.isEmpty)
            #expect(page.rejections == ["refused"] && page.values.isEmpty, "\(String(describing: world))")
        }
        #expect(replies.count == 0)
    }

    @Test func aSendStillWaitingWhenThePageGoesIsRejected() {
        let page = PageSide()
        let send = PostedPageMessage.text(#"{"batch":["{\"send\":\"nobody\",\"payload\":null}"]}"#)
        _ = inbox.receive(send, from: ScriptWorld.content.name, replyingTo: page.reply, waitingIn: replies)
        #expect(replies.count == 1)
        replies.answerAll(with: nil)  // the page went before the router answered
        #expect(page.rejections == ["no answer"] && page.values.isEmpty)
    }

    @Test func aSendAnsweredAfterItsEngineWentIsStillAnswered() async {
        let page = PageSide()
        var table: WaitingAnswers<(ReplyOnce, PostedPageMessage), String?>? = .init { $0.0.answer($1, to: $0.1) }
        let send = PostedPageMessage.text(#"{"batch":["{\"send\":\"nobody\",\"payload\":null}"]}"#)
        _ = inbox.receive(send, from: ScriptWorld.content.name, replyingTo: page.reply, waitingIn: table!)
        table = nil
        await yield(until: { !page.rejections.isEmpty })
        #expect(page.rejections == ["engine closed"] && page.values.isEmpty)
    }
}
