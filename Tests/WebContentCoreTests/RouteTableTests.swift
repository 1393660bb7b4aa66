import Foundation
import Testing

@testable import WebContentCore

/// Route matching: params, wildcards, priority, host and scheme constraints.
@Suite(.timeLimit(.minutes(10))) struct RouteTableTests {
    private static let table: RouteTable = {
        do {
            return try RouteTable(rules: [
                RouteRule(name: "product", pattern: "/product/:id", hosts: ["zhgchg.li", "*.zhgchg.li"]),
                RouteRule(name: "shop", pattern: "/shop/:id"),
                RouteRule(name: "review", pattern: "/product/:id/reviews/:page", hosts: ["zhgchg.li"]),
                RouteRule(name: "any-docs", pattern: "/docs/*/index"),
                RouteRule(name: "files", pattern: "/files/**", hosts: ["cdn.example.com"]),
                RouteRule(name: "app", pattern: "/open/:what", schemes: ["myapp"]),
                RouteRule(name: "root", pattern: "/", hosts: ["root.example.com"]),
            ])
        } catch {
            preconditionFailure("\(error)")
        }
    }()

    @Test(
        arguments: [
            ("https://zhgchg.li/product/123", "product", ["id": "123"]),
            ("http://zhgchg.li/product/123/", "product", ["id": "123"]),
            ("https://www.zhgchg.li/product/abc?q=1#top", "product", ["id": "abc"]),
            ("https://ZHGCHG.LI./product/7", "product", ["id": "7"]),
            ("https://a.b.zhgchg.li/product/7", "product", ["id": "7"]),
            ("https://anything.net/shop/9", "shop", ["id": "9"]),
            ("https://zhgchg.li/product/5/reviews/2", "review", ["id": "5", "page": "2"]),
            ("https://x.org/docs/v2/index", "any-docs", [:]),
            ("https://cdn.example.com/files", "files", [:]),
            ("https://cdn.example.com/files/a/b/c.png", "files", [:]),
            ("myapp://host/open/cart", "app", ["what": "cart"]),
            ("https://root.example.com", "root", [:]),
            ("https://root.example.com/", "root", [:]),
            ("https://zhgchg.li/product/a%2Fb", "product", ["id": "a/b"]),
            ("https://zhgchg.li/product/caf%C3%A9", "product", ["id": "café"]),
        ] as [(String, String, [String: String])])
    func matches(url: String, route: String, parameters: [String: String]) throws {
        let match = try #require(Self.table.match(URL(string: url)!))
        #expect(match.name == route)
        #expect(match.parameters == parameters)
    }

    @Test(arguments: [
        "https://zhgchg.li.evil.net/product/1",  // evil suffix: not zhgchg.li
        "https://evilzhgchg.li/product/1",  // not a subdomain
        "https://zhgchg.li@evil.net/product/1",  // userinfo: the host is evil.net
        "https://zhgchg.li/product",  // missing :id
        "https://zhgchg.li/product/1/2",  // one segment too many
        "https://x.org/docs/v2/v3/index",  // * is one segment
        "https://other.example.com/files/a",  // host constraint
        "https://cdn.example.com.evil.net/files/a",
        "ftp://anything.net/shop/9",  // scheme not http(s)
        "javascript:alert(1)",
        "https://host/open/cart",  // app route is myapp: only
        "https://root.example.com/x",
        "https://zhgchg.li/Product/1",  // paths are case-sensitive
    ])
    func doesNotMatch(url: String) throws {
        #expect(Self.table.match(URL(string: url)!) == nil)
    }

    @Test func subdomainPatternDoesNotMatchTheApex() throws {
        let table = try RouteTable(rules: [RouteRule(name: "sub", pattern: "/p", hosts: ["*.example.com"])])
        #expect(table.match(URL(string: "https://example.com/p")!) == nil)
        #expect(table.match(URL(string: "https://app.example.com/p")!)?.name == "sub")
        #expect(table.match(URL(string: "https://app.example.com.evil.net/p")!) == nil)
    }

    @Test func exactHostNeverMatchesAPrefixOrSuffixExtension() throws {
        let table = try RouteTable(rules: [RouteRule(name: "app", pattern: "/**", hosts: ["app.example.com"])])
        // The table matches its own host (and in any case), so the refusals below are refusals, not a table
        // that matches nothing.
        #expect(table.match(URL(string: "https://app.example.com/x")!)?.name == "app")
        #expect(table.match(URL(string: "https://APP.Example.com/x")!)?.name == "app")
        // The hosts a prefix or substring test (the peers' bug) lets through.
        for host in ["app.example.com.evil.net", "xapp.example.com", "evil.app.example.com", "app.example.co"] {
            #expect(table.match(URL(string: "https://\(host)/x")!) == nil, "\(host)")
        }
    }

    @Test func firstDeclaredRuleWinsOverAMoreSpecificLaterOne() throws {
        let table = try RouteTable(rules: [
            RouteRule(name: "generic", pattern: "/product/:id"),
            RouteRule(name: "special", pattern: "/product/special"),
            RouteRule(name: "catch-all", pattern: "/**"),
        ])
        #expect(table.match(URL(string: "https://a.com/product/special")!)?.name == "generic")
        #expect(table.match(URL(string: "https://a.com/product/special")!)?.ruleIndex == 0)
        #expect(table.match(URL(string: "https://a.com/other")!)?.name == "catch-all")
        let reversed = try RouteTable(rules: [
            RouteRule(name: "special", pattern: "/product/special"),
            RouteRule(name: "generic", pattern: "/product/:id"),
        ])
        #expect(reversed.match(URL(string: "https://a.com/product/special")!)?.name == "special")
        #expect(reversed.match(URL(string: "https://a.com/product/1")!)?.name == "generic")
    }

    @Test func hostConstrainedRuleLosesToAnEarlierAnyHostRuleAndWinsOverALaterOne() throws {
        let table = try RouteTable(rules: [
            RouteRule(name: "first", pattern: "/a/:x", hosts: ["one.com"]),
            RouteRule(name: "second", pattern: "/a/:y"),
            RouteRule(name: "third", pattern: "/a/:z", hosts: ["two.com"]),
        ])
        #expect(
            table.match(URL(string: "https://one.com/a/1")!)
                == RouteMatch(name: "first", parameters: ["x": "1"], ruleIndex: 0))
        #expect(
            table.match(URL(string: "https://two.com/a/1")!)
                == RouteMatch(name: "second", parameters: ["y": "1"], ruleIndex: 1))
    }

    @Test func seedExampleRoutesTheArticlesPages() {
        #expect(
            RouteTable.seedExample.match(URL(string: "http://zhgchg.li/product/1234")!)?.parameters == ["id": "1234"])
        #expect(RouteTable.seedExample.match(URL(string: "http://zhgchg.li/shop/1234")!)?.name == "shop")
        #expect(RouteTable.empty.match(URL(string: "http://zhgchg.li/shop/1234")!) == nil)
    }
}
