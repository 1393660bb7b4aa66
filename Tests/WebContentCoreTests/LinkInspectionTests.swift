import Foundation
import Testing
import WebContentConformance

@testable import WebContentCore
@testable import WebContentLinks

/// The render result's links are cleaned and assessed after the collect step; clicks on risky links ask first.
@Suite(.timeLimit(.minutes(10))) struct LinkInspectionTests {
    @Test func collectedLinksCarryRisksAndOriginals() throws {
        let collected = try JSONValue(
            jsonString: #"""
                [{"href": "https://evil.net/login", "text": "https://bank.com"},
                 {"href": "https://shop.example/?utm_source=mail&id=1", "text": "Shop"},
                 {"href": "https://example.com/", "text": "example.com"},
                 {"text": "no href"}]
                """#)
        let links = LinkInspection.shared.links(in: collected)
        #expect(
            links == [
                .init(href: "https://evil.net/login", text: "https://bank.com", risks: [.textDomainMismatch]),
                .init(
                    href: "https://shop.example/?id=1", text: "Shop",
                    original: "https://shop.example/?utm_source=mail&id=1"),
                .init(href: "https://example.com/", text: "example.com"),
            ])
    }

    /// A redirector is judged by where it really goes, and keeps what only its own address shows.
    @Test func aWrappedLinkIsAssessedByItsTarget() {
        let safe = LinkInspection.shared.link(
            href: "https://eur01.safelinks.protection.outlook.com/?url=https%3A%2F%2Fbank.com%2F", text: "bank.com")
        #expect(safe.risks.isEmpty && safe.href == "https://bank.com/")
        let phish = LinkInspection.shared.link(
            href: "https://www.google.com/url?q=https://evil.net/", text: "https://bank.com")
        #expect(phish.risks == [.textDomainMismatch])
        let hidden = LinkInspection.shared.link(href: "https://x@www.google.com/url?q=https://evil.net/", text: "")
        // The browser ignores the user information and follows the redirect: both facts are kept.
        #expect(hidden.risks == [.userinfo] && hidden.href == "https://evil.net/")
    }

    @Test func theHandlerAsksOnlyForRiskyClickedWebLinks() async {
        let handler = LinkRiskNavigationActionHandler()
        func click(_ text: String, gesture: Bool = true) -> NavigationAction {
            NavigationAction(url: URL(string: text), kind: .linkActivated, isUserGesture: gesture)
        }
        let risky = URL(string: "https://bank.com@evil.net/")!
        #expect(
            await handler.handle(click(risky.absoluteString))
                == .decide(
                    .route(.confirm(risky, risks: [.userinfo])), reason: "a link that may deceive (userinfo) asks first"
                ))
        #expect(await handler.handle(click("https://example.com/")) == .pass)
        // A redirector's target is checked too: a Safe Link around an IP address asks first.
        let wrapped = "https://eur01.safelinks.protection.outlook.com/?url=http%3A%2F%2F10.0.0.1%2F&data=05"
        #expect(
            await handler.handle(click(wrapped))
                == .decide(
                    .route(.confirm(URL(string: wrapped)!, risks: [.ipAddress])),
                    reason: "a link that may deceive (ip-address) asks first"))
        #expect(await handler.handle(click("https://www.google.com/url?q=https://example.org/")) == .pass)
        #expect(await handler.handle(click("https://bank.com@evil.net/", gesture: false)) == .pass)
        #expect(await handler.handle(click("ftp://1.2.3.4/")) == .pass)
        #expect(await handler.handle(NavigationAction(url: nil, kind: .linkActivated, isUserGesture: true)) == .pass)
    }

    @MainActor @Test func thePresenterSendsAConfirmationToTheRouter() {
        let router = RecordingRouter()
        let presenter = ContentPresenter(
            interactor: ContentInteractor(webEngine: FakeWebEngine()),
            router: router)
        let url = URL(string: "http://192.168.0.1/")!
        presenter.didTriggerRouteRequest(.confirm(url, risks: [.ipAddress]))
        presenter.didTriggerRouteRequest(.browser(URL(string: "https://example.com/")!))
        #expect(router.calls == ["confirm http://192.168.0.1/ ip-address", "browser https://example.com/"])
    }
}
