import Testing

@testable import WebContentLinks

/// Tracking parameters and redirectors removed; everything else left byte for byte.
@Suite(.timeLimit(.minutes(10))) struct LinkCleanerTests {
    static let cleaned: [(original: String, href: String)] = [
        ("https://shop.example/item?id=7&utm_source=news&utm_medium=email", "https://shop.example/item?id=7"),
        ("https://shop.example/item?utm_source=news", "https://shop.example/item"),
        ("https://shop.example/item?UTM_Campaign=x&id=7#reviews", "https://shop.example/item?id=7#reviews"),
        ("https://example.com/?fbclid=IwAR0abc", "https://example.com/"),
        ("https://example.com/a?gclid=x&b=2&mc_eid=e1&mc_cid=c1", "https://example.com/a?b=2"),
        ("https://blog.example/p?_hsenc=p2A&_hsmi=99&keep=1", "https://blog.example/p?keep=1"),
        ("https://go.example/x?mkt_tok=abc", "https://go.example/x"),
        ("https://example.com/?a=1&msclkid=m&b=&c", "https://example.com/?a=1&b=&c"),
        ("http://example.com/p?utm_%73ource=x", "http://example.com/p"),
        ("https://www.google.com/url?q=https://example.org/page&sa=D&ust=1", "https://example.org/page"),
        ("https://www.google.co.uk/url?sa=t&url=https%3A%2F%2Fexample.org%2Fa%3Fb%3D1", "https://example.org/a?b=1"),
        ("https://l.facebook.com/l.php?u=https%3A%2F%2Fexample.org%2F%3Ffbclid%3Dx&h=AT0", "https://example.org/"),
        (
            "https://eur01.safelinks.protection.outlook.com/?url=https%3A%2F%2Fbank.example%2Flogin&data=05",
            "https://bank.example/login"
        ),
        (
            "https://nam12.safelinks.protection.outlook.com/?url=https%3A%2F%2Fwww.google.com%2Furl%3Fq%3Dhttps%253A%252F%252Fexample.org%252F&data=1",
            "https://example.org/"
        ),
        ("https://www.youtube.com/redirect?event=video&q=https%3A%2F%2Fexample.org%2Fdocs", "https://example.org/docs"),
        ("https://l.instagram.com/?u=https%3A%2F%2Fexample.org%2Fshop&e=AT", "https://example.org/shop"),
        ("https://slack-redir.net/link?url=https%3A%2F%2Fexample.org", "https://example.org"),
        ("https://steamcommunity.com/linkfilter/?url=https://example.org/", "https://example.org/"),
        ("https://vk.com/away.php?to=https%3A%2F%2Fexample.org%2F&cc_key=", "https://example.org/"),
    ]

    @Test(arguments: cleaned)
    func cleans(original: String, href: String) {
        let link = LinkCleaner.shared.clean(original)
        #expect(link.href == href)
        #expect(link.original == original)
    }

    /// Redirectors whose target is not a web address, or pages that only look like one, stay as they are.
    @Test(arguments: [
        "https://www.google.com/url?q=javascript:alert(1)",
        "https://www.google.com/search?q=https://example.org/",
        "https://www.google.evil.net/url?q=https://example.org/",
        "https://evil.net/l.php?u=https%3A%2F%2Fexample.org",
        "https://l.facebook.com/l.php?h=AT0",
        "https://safelinks.protection.outlook.com.evil.net/?url=https%3A%2F%2Fexample.org",
        "mailto:someone@example.com?subject=hi&utm_source=x",
        "https://example.com/#utm_source=x",
        "https://example.com/?notutm_source=1&utm=2&fbclid_not=3",
    ])
    func leavesLookalikesAlone(href: String) {
        #expect(LinkCleaner.shared.clean(href) == CleanedLink(href: href))
    }

    /// A hundred clean addresses of many shapes come out byte for byte, with no original.
    @Test func leavesCleanLinksByteIdentical() {
        let schemes = ["https", "http", "HTTPS"]
        let hosts = [
            "example.com", "www.example.co.uk", "xn--mnchen-3ya.de", "münchen.de", "192.168.0.1:8080", "[::1]",
            "user@host.example", "alice.github.io",
        ]
        let paths = ["", "/", "/a/b%20c", "/a//b/./c", "/search", "/ü/ß", "/path;param"]
        let queries = ["", "?", "?q=a+b", "?a=1&a=2", "?x=%2F&&y", "?utm=1", "?id=7&ref=home", "?Q=A%20B"]
        let fragments = ["", "#", "#top", "#utm_source=x", "#a?b=c"]
        var links: [String] = []
        var index = 0
        while links.count < 100 {
            let link =
                schemes[index % schemes.count] + "://" + hosts[(index / 3) % hosts.count]
                + paths[(index / 2) % paths.count] + queries[(index * 7) % queries.count]
                + fragments[(index * 3) % fragments.count]
            links.append(link)
            index += 1
        }
        #expect(Set(links).count == 100)
        for link in links {
            let cleaned = LinkCleaner.shared.clean(link)
            #expect(Array(cleaned.href.utf8) == Array(link.utf8), "\(link)")
            #expect(cleaned.original == nil, "\(link)")
        }
    }

    @Test func theListsAreDataFiles() {
        let names = LinkCleaner.names(in: LinkLists.text("tracking-parameters.txt"))
        #expect(names.contains("utm_*") && names.contains("fbclid") && !names.contains { $0.hasPrefix("#") })
        #expect(LinkCleaner.shared.redirectors.count >= 10)
        let custom = LinkCleaner(trackingParameters: ["ref"], redirectors: [])
        #expect(custom.clean("https://a.example/?ref=x&utm_source=y").href == "https://a.example/?utm_source=y")
        #expect(LinkRedirector(line: "# comment") == nil)
        #expect(LinkRedirector(line: "only two") == nil)
    }
}
