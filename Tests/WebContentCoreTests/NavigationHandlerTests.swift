import Foundation
import Testing

@testable import WebContentCore

/// Each seed handler alone: when it decides, when it passes, and that it never touches what it should not.
@Suite(.timeLimit(.minutes(10))) struct NavigationHandlerTests {
    /// An opener that accepts a fixed set of URLs and records what it was asked.
    final class RecordingOpener: DeeplinkOpener, @unchecked Sendable {
        private let lock = NSLock()
        private var asked: [URL] = []
        let accepted: Set<URL>
        init(accepting: Set<URL>) { accepted = accepting }
        func canOpen(_ url: URL) async -> Bool {
            lock.withLock { asked.append(url) }
            return accepted.contains(url)
        }
        var questions: [URL] { lock.withLock { asked } }
    }

    static func click(
        _ text: String, kind: NavigationAction.Kind = .linkActivated, gesture: Bool = true, mainFrame: Bool = true
    ) -> NavigationAction {
        NavigationAction(url: URL(string: text), kind: kind, isUserGesture: gesture, isMainFrame: mainFrame)
    }

    @Test func deeplinkRoutesOnlyWhatTheOpenerAccepts() async {
        let app = URL(string: "myapp://cart")!
        let opener = RecordingOpener(accepting: [app])
        let handler = DeeplinkNavigationActionHandler(opener: opener)
        #expect(
            await handler.handle(Self.click("myapp://cart"))
                == .decide(.route(.deeplink(app)), reason: "the deeplink opener accepts myapp://cart"))
        #expect(await handler.handle(Self.click("https://example.com/")) == .pass)
        #expect(opener.questions == [app, URL(string: "https://example.com/")!])
        // Untrusted pages cannot fire deeplinks by script; a payment return redirect can when configured so.
        #expect(await handler.handle(Self.click("myapp://cart", kind: .other, gesture: false)) == .pass)
        #expect(await handler.handle(Self.click("myapp://cart", mainFrame: false)) == .pass)
        let redirects = DeeplinkNavigationActionHandler(opener: opener, requiresUserGesture: false)
        #expect(await redirects.handle(Self.click("myapp://cart", kind: .other, gesture: false)) != .pass)
    }

    @Test func schemeOpenerAcceptsOnlyItsSchemes() async {
        let opener = SchemeDeeplinkOpener(schemes: ["MyApp"])
        #expect(await opener.canOpen(URL(string: "myapp://x")!))
        #expect(await opener.canOpen(URL(string: "MYAPP://x")!))
        #expect(await !opener.canOpen(URL(string: "myapp2://x")!))
        #expect(await !opener.canOpen(URL(string: "https://myapp/x")!))
    }

    @Test func homeTabSwitchMatchesTheHomePageOnly() async {
        let handler = HomePageTabSwitchNavigationActionHandler(homeURL: URL(string: "https://zhgchg.li")!)
        for home in ["https://zhgchg.li", "https://zhgchg.li/", "https://ZHGCHG.li./#top"] {
            #expect(
                await handler.handle(Self.click(home))
                    == .decide(
                        .route(.native(screen: "home", parameters: [:], url: URL(string: home)!)),
                        reason: "the home page switches to the home tab"), "\(home)")
        }
        for other in [
            "https://zhgchg.li/about", "http://zhgchg.li", "https://zhgchg.li/?q=1", "https://zhgchg.li.evil.net/",
        ] {
            #expect(await handler.handle(Self.click(other)) == .pass, "\(other)")
        }
        #expect(await handler.handle(Self.click("https://zhgchg.li", mainFrame: false)) == .pass)
        #expect(
            await HomePageTabSwitchNavigationActionHandler(homeURL: nil).handle(Self.click("https://zhgchg.li"))
                == .pass)
    }

    @Test func nativeScreenRoutesUserClicksInTheMainFrameOnly() async {
        let handler = NativeScreenNavigationActionHandler(routes: .seedExample)
        let url = URL(string: "https://zhgchg.li/product/42")!
        guard
            case .decide(.route(.native("product", ["id": "42"], url)), _) = await handler.handle(
                Self.click(url.absoluteString))
        else {
            Issue.record("product link not routed")
            return
        }
        #expect(await handler.handle(Self.click(url.absoluteString, kind: .other, gesture: false)) == .pass)
        #expect(await handler.handle(Self.click(url.absoluteString, mainFrame: false)) == .pass)
        #expect(await handler.handle(Self.click(url.absoluteString, kind: .formSubmitted)) == .pass)
        #expect(await handler.handle(Self.click("https://zhgchg.li/blog/42")) == .pass)
    }

    @Test func paymentDecidesOnlyForVerificationPages() async {
        let handler = PaymentNavigationActionHandler()
        let verify = "https://bank.example/3ds/challenge?id=9"
        guard
            case .decide(.route(.native("paymentVerification", _, _)), _) = await handler.handle(
                Self.click(verify, kind: .other, gesture: false))
        else {
            Issue.record("3-D Secure redirect not routed")
            return
        }
        // Not "always cancel": ordinary pages, the checkout itself and plain-http lookalikes pass.
        for other in [
            "https://shop.example/checkout", "http://bank.example/3ds/x", "https://bank.example/payment/verified",
        ] {
            #expect(await handler.handle(Self.click(other)) == .pass, "\(other)")
        }
        #expect(await handler.handle(Self.click(verify, mainFrame: false)) == .pass)
    }

    @Test func externalLinkSendsClickedHTTPLinksToTheBrowser() async {
        let handler = ExternalLinkNavigationActionHandler()
        let url = URL(string: "https://example.com/a")!
        #expect(
            await handler.handle(Self.click(url.absoluteString))
                == .decide(.route(.browser(url)), reason: "a link the reader clicked opens in the browser"))
        #expect(await handler.handle(Self.click(url.absoluteString, kind: .newWindow)) != .pass)
        #expect(await handler.handle(Self.click(url.absoluteString, gesture: false)) == .pass)
        #expect(await handler.handle(Self.click(url.absoluteString, mainFrame: false)) == .pass)
        #expect(await handler.handle(Self.click("mailto:a@b.c")) == .pass)
        #expect(await handler.handle(Self.click("javascript:alert(1)")) == .pass)
    }

    @Test(
        arguments: [
            (click("https://example.com/"), NavigationDecision.allow),
            (click("javascript:alert(1)"), .cancel),
            (click("JavaScript:alert(1)"), .cancel),
            (click("data:text/html,<script>alert(1)</script>"), .cancel),
            (click("file:///etc/passwd"), .cancel),
            (click("blob:https://example.com/uuid"), .cancel),
            (click("https://example.com/", kind: .other, gesture: false), .cancel),
            (click("https://example.com/", kind: .newWindow), .cancel),
            (click("https://example.com/", mainFrame: false), .cancel),
            (click("https://example.com/", kind: .formSubmitted), .cancel),
            (click("mailto:a@b.c"), .cancel),
            (NavigationAction(url: nil, kind: .linkActivated, isUserGesture: true), .cancel),
            (
                NavigationAction(
                    url: URL(string: "https://e.com")!, kind: .linkActivated, isUserGesture: true,
                    targetFrameName: "_top"), .cancel
            ),
        ] as [(NavigationAction, NavigationDecision)])
    func defaultHandlerKeepsUntrustedContentFromNavigatingOnItsOwn(
        action: NavigationAction, expected: NavigationDecision
    ) async {
        guard
            case .decide(let decision, let reason) = await DefaultNavigationActionHandler(trust: .untrusted).handle(
                action)
        else {
            Issue.record("the default handler must always decide")
            return
        }
        #expect(decision == expected, "\(reason)")
        #expect(!reason.isEmpty)
        // Trusted content (the app's own pages) is allowed everything, as in the seed, but script and local URLs.
        let trusted = await DefaultNavigationActionHandler(trust: .trusted).handle(action)
        if let scheme = action.url?.scheme?.lowercased(),
            DefaultNavigationActionHandler.forbiddenSchemes.contains(scheme)
        {
            #expect(trusted == .decide(.cancel, reason: "\(scheme): URLs are never followed"))
        } else {
            #expect(trusted == .decide(.allow, reason: "trusted content"))
        }
    }
}
