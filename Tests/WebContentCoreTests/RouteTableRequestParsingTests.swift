import Foundation
import Testing

@testable import WebContentCore

/// The route table's one-pass URL reader agrees with Foundation's component accessors.
@Suite(.timeLimit(.minutes(10))) struct RouteTableRequestParsingTests {
    /// What Foundation says the scheme, host and decoded segments are.
    static func foundation(_ url: URL) -> RouteRequest {
        let segments = url.path(percentEncoded: true).split(separator: "/").map {
            String($0).removingPercentEncoding ?? String($0)
        }
        return RouteRequest(scheme: url.scheme ?? "", host: url.host(percentEncoded: false), segments: segments)
    }

    @Test(arguments: [
        "https://zhgchg.li/product/1", "HTTPS://ZHGCHG.LI./Product/1/", "https://user:pw@zhgchg.li:8443/a?b=c#d",
        "https://zhgchg.li@evil.net/product/1", "https://zhgchg.li", "https://zhgchg.li?q=/x/y", "https://zhgchg.li#/x",
        "javascript:alert(1)", "mailto:someone@zhgchg.li", "myapp://cart/open/1", "myapp:/open/1", "file:///etc/passwd",
        "https://a.com/a%2Fb/caf%C3%A9/%25", "https://a.com//double//slash", "data:text/html,<b>hi</b>",
        "https://a..com/x", "https://xn--caf-dma.com/x", "about:blank",
    ])
    func agreesWithFoundation(text: String) throws {
        let url = try #require(URL(string: text))
        #expect(RouteRequest(url) == Self.foundation(url))
    }

    @Test func agreesOnRandomURLs() {
        var fuzz = RouteTableFuzzing(seed: 7)
        for _ in 0..<2_000 {
            let url = fuzz.url()
            #expect(RouteRequest(url) == Self.foundation(url), "\(url.absoluteString)")
        }
    }

    @Test func userinfoNeverBecomesTheHost() {
        #expect(RouteRequest(URL(string: "https://zhgchg.li@evil.net/product/1")!).host == "evil.net")
        #expect(RouteRequest(URL(string: "https://zhgchg.li:443@evil.net/")!).host == "evil.net")
        #expect(RouteRequest(URL(string: "https://a.com.evil.net./")!).host == "a.com.evil.net")
    }
}
