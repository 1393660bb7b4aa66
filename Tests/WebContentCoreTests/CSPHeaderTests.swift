import Testing

@testable import WebContentCore

/// The CSP header: the walls that never move, and image/media sources per remote-content policy.
@Suite(.timeLimit(.minutes(10))) struct CSPHeaderTests {
    private func directives(
        _ policy: RemoteContentPolicy, trust: ContentTrust = .untrusted, proxy: String? = nil
    ) -> [String: String] {
        let configuration = WebViewConfigurator().set(remoteContentPolicy: policy).set(trust: trust).build()
        let header =
            proxy.map { ContentSecurityPolicy.header(for: configuration, proxyScheme: $0) }
            ?? ContentSecurityPolicy.header(for: configuration)
        var result: [String: String] = [:]
        for part in header.split(separator: ";") {
            let words = part.split(separator: " ", maxSplits: 1).map(String.init)
            result[words[0]] = words.count > 1 ? words[1] : ""
        }
        return result
    }

    @Test(arguments: [RemoteContentPolicy.block, .allow, .proxy])
    func fixedWallsForUntrustedContent(policy: RemoteContentPolicy) {
        let csp = directives(policy)
        #expect(csp["default-src"] == "'none'")
        #expect(csp["script-src"] == "'none'")
        #expect(csp["style-src"] == "'unsafe-inline'")
        #expect(csp["font-src"] == "data:")
        #expect(csp["form-action"] == "'none'")
        #expect(csp["base-uri"] == "'none'")
        #expect(csp["frame-src"] == "'none'")
        #expect(csp["object-src"] == "'none'")
    }

    @Test func blockAllowsNoRemoteSource() {
        let csp = directives(.block)
        #expect(csp["img-src"] == "data: cid:")
        #expect(csp["media-src"] == "data: cid:")
    }

    @Test func allowAddsHTTPAndHTTPS() {
        #expect(directives(.allow)["img-src"] == "data: cid: http: https:")
        #expect(directives(.allow)["media-src"] == "data: cid: http: https:")
    }

    @Test func proxyAddsOnlyTheProxyScheme() {
        #expect(directives(.proxy)["img-src"] == "data: cid: wck-proxy:")
        #expect(directives(.proxy, proxy: "app-images:")["img-src"] == "data: cid: app-images:")
        // A scheme that would reopen the network or splice a directive falls back to the default.
        #expect(directives(.proxy, proxy: "https")["img-src"] == "data: cid: wck-proxy:")
        #expect(directives(.proxy, proxy: "x; script-src *")["img-src"] == "data: cid: wck-proxy:")
    }

    @Test func trustedContentMayRunScripts() {
        #expect(directives(.allow, trust: .trusted)["script-src"] == nil)
        #expect(directives(.allow, trust: .untrusted)["script-src"] == "'none'")
    }
}
