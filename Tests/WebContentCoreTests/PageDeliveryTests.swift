import Foundation
import Testing

@testable import WebContentCore

/// How every adapter delivers a composed page: the page's own header decides, not the configuration.
@Suite struct PageDeliveryTests {
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
}
