import Testing

@testable import WebContentLinks

/// Registrable domains by the shipped Public Suffix List: normal, wildcard and exception rules, both sections.
@Suite(.timeLimit(.minutes(10))) struct PublicSuffixListTests {
    static let cases: [(host: String, registrable: String?)] = [
        ("example.com", "example.com"),
        ("www.example.com", "example.com"),
        ("a.b.c.example.com", "example.com"),
        ("com", nil),
        ("example.co.uk", "example.co.uk"),
        ("www.example.co.uk", "example.co.uk"),
        ("co.uk", nil),
        ("uk", nil),
        // Private section: each github.io or blogspot site is its own site.
        ("alice.github.io", "alice.github.io"),
        ("bob.github.io", "bob.github.io"),
        ("github.io", nil),
        ("x.myblog.blogspot.com", "myblog.blogspot.com"),
        ("my-app.herokuapp.com", "my-app.herokuapp.com"),
        // Wildcards and their exceptions.
        ("www.ck", "www.ck"),
        ("shop.www.ck", "www.ck"),
        ("example.ck", nil),
        ("shop.example.ck", "shop.example.ck"),
        ("city.kawasaki.jp", "city.kawasaki.jp"),
        ("www.city.kawasaki.jp", "city.kawasaki.jp"),
        ("foo.kawasaki.jp", nil),
        ("bar.foo.kawasaki.jp", "bar.foo.kawasaki.jp"),
        ("ec2.compute.amazonaws.com", nil),
        ("host.ec2.compute.amazonaws.com", "host.ec2.compute.amazonaws.com"),
        ("a.host.ec2.compute.amazonaws.com", "host.ec2.compute.amazonaws.com"),
        // Unlisted suffix: the default rule `*`.
        ("example.unlisted", "example.unlisted"),
        ("a.example.unlisted", "example.unlisted"),
        // Case, trailing dot and IDN in both forms.
        ("WWW.Example.COM.", "example.com"),
        ("shop.münchen.de", "münchen.de"),
        ("shop.xn--mnchen-3ya.de", "münchen.de"),
        ("пример.рф", "пример.рф"),
        ("www.xn--e1afmkfd.xn--p1ai", "пример.рф"),
        ("a.b.公司.cn", "b.公司.cn"),
        // Not hosts.
        ("", nil),
        ("a..com", nil),
    ]

    @Test(arguments: cases)
    func registrableDomain(host: String, registrable: String?) {
        #expect(PublicSuffixList.shared.registrableDomain(of: host) == registrable, "\(host)")
    }

    @Test func publicSuffixFollowsTheLongestRuleAndExceptions() {
        let list = PublicSuffixList.shared
        #expect(list.publicSuffix(of: "www.example.co.uk") == "co.uk")
        #expect(list.publicSuffix(of: "shop.www.ck") == "ck")
        #expect(list.publicSuffix(of: "alice.github.io") == "github.io")
        #expect(list.publicSuffix(of: "x.unlisted") == "unlisted")
    }

    @Test func aSmallListReadsItsOwnRules() {
        let list = PublicSuffixList(text: "// comment\ncom\n*.test\n!keep.test\n\nexample.com extra words\n")
        #expect(list.registrableDomain(of: "a.example.com") == "a.example.com")
        #expect(list.registrableDomain(of: "a.b.test") == "a.b.test")
        #expect(list.registrableDomain(of: "b.test") == nil)
        #expect(list.registrableDomain(of: "x.keep.test") == "keep.test")
        #expect(!list.hasListedSuffix("a.unlisted"))
        #expect(list.hasListedSuffix("a.com"))
    }

    @Test func theShippedListHasBothSections() {
        let text = LinkLists.text("public_suffix_list.dat")
        #expect(text.contains("===BEGIN ICANN DOMAINS==="))
        #expect(text.contains("===BEGIN PRIVATE DOMAINS==="))
        #expect(text.contains("Mozilla Public"))
    }
}
