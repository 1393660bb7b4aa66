import Foundation
import Testing

@testable import WebContentCore
@testable import WebContentPageSession

/// How every adapter delivers a composed page: the page's own header decides, not the configuration.
@Suite(.timeLimit(.minutes(10))) struct PageDeliveryTests {
    @Test func aPageWithAHeaderComesThroughTheContentSchemeWithIt() {
        let page = ComposedPage(
            html: "<p>x</p>", baseURL: URL(string: "https://example.com/"), content: nil,
            contentSecurityPolicy: "default-src 'none'", remoteContentPolicy: .block)
        #expect(PageDelivery(page) == .scheme(contentSecurityPolicy: "default-src 'none'"))
    }

    @Test func aPageWithoutOneIsLoadedWithItsBaseURL() {
        let base = URL(string: "https://example.com/a/")
        let page = ComposedPage(
            html: "<p>x</p>", baseURL: base, content: nil, contentSecurityPolicy: nil, remoteContentPolicy: .allow)
        #expect(PageDelivery(page) == .html(baseURL: base))
    }

    @Test func untrustedDocumentsGetTheConfigurationsHeaderAndTrustedOnesNone() {
        let untrusted = ComposedPage(document: "<p>x</p>", baseURL: nil, configuration: WebViewConfiguration())
        guard case .scheme = PageDelivery(untrusted) else {
            Issue.record("untrusted content must come with a CSP header: \(PageDelivery(untrusted))")
            return
        }
        let trusted = ComposedPage(
            document: "<p>x</p>", baseURL: nil, configuration: WebViewConfiguration { $0.trust = .trusted })
        #expect(PageDelivery(trusted) == .html(baseURL: nil))
    }

    @Test func aSchemeLoadServesItsDocumentAtTheAddressTheInitialLoadGoesTo() {
        let load = PageLoad(
            "<p>x</p>", delivery: .scheme(contentSecurityPolicy: "default-src 'none'"), host: 3, serial: 7)
        let served = ServedDocument(host: 3, serial: 7, html: "<p>x</p>", contentSecurityPolicy: "default-src 'none'")
        #expect(load.served == served)
        #expect(load.address == URL(string: served.address))
        #expect(load.baseURL == nil)
    }

    @Test func anHTMLLoadServesNothingAndGoesToItsBaseURL() {
        let base = URL(string: "https://example.com/a/")
        let load = PageLoad("<p>x</p>", delivery: .html(baseURL: base), host: 3, serial: 7)
        #expect(load.served == nil)
        #expect(load.address == base)
        // Without a base URL the navigation is the blank page's, which the initial-load rule expects for nil.
        #expect(PageLoad("", delivery: .html(baseURL: nil), host: 0, serial: 1).address == nil)
    }
}
