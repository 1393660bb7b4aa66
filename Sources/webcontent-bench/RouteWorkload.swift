import Foundation
import WebContentConformance
import WebContentCore

/// A deterministic 1,000-rule table and URLs to decide, about half of which match a rule.
///
/// The rules look like an app's: sections with numbered variants, parameters, wildcards, trailing rests,
/// exact hosts, subdomain hosts and rules for any host. Half of the URLs are built from a random rule so they
/// match; the other half are near misses (unknown sections, wrong hosts such as `shop.example.com.evil.net`,
/// one segment too many).
struct RouteWorkload {
    let rules: [RouteRule]
    let urls: [URL]

    static let sections = [
        "product", "shop", "category", "article", "blog", "user", "order", "help", "promo", "store",
        "collection", "brand", "event", "video", "podcast", "review", "deal", "gift", "account", "support",
    ]

    init(ruleCount: Int, urlCount: Int, seed: UInt64 = 0x5EED) {
        var random = SeededGenerator(state: seed)
        var rules: [RouteRule] = []
        for index in 0..<ruleCount {
            let section = Self.sections[index % Self.sections.count]
            let variant = index / Self.sections.count
            let pattern = Self.fill(Self.shapes[index % 5].pattern, section: section, variant: variant)
            let hosts: [String]?
            switch index % 3 {
            case 0: hosts = ["shop\(index % 7).example.com", "*.example.com"]
            case 1: hosts = nil
            default: hosts = ["m.example.org"]
            }
            rules.append(RouteRule(name: "route\(index)", pattern: pattern, hosts: hosts))
        }
        var urls: [URL] = []
        for index in 0..<urlCount {
            let rule = Int(random.next() % UInt64(max(1, ruleCount)))
            let text = index % 2 == 0 ? Self.matching(rule, &random) : Self.nearMiss(rule, &random)
            urls.append(URL(string: text)!)
        }
        self.rules = rules
        self.urls = urls
    }

    /// A URL that rule `index` accepts.
    private static func matching(_ index: Int, _ random: inout SeededGenerator) -> String {
        let section = sections[index % sections.count]
        let variant = index / sections.count
        let id = random.next() % 100_000
        let host: String
        switch index % 3 {
        case 0: host = random.next() % 2 == 0 ? "shop\(index % 7).example.com" : "www.example.com"
        case 1: host = "site\(random.next() % 50).example.net"
        default: host = "m.example.org"
        }
        let path = fill(shapes[index % 5].path, section: section, variant: variant, id: id)
        return "https://\(host)\(path)?ref=feed"
    }

    /// The five shapes of rules, each a pattern and a path it accepts: `{s}` the section, `{v}` the variant,
    /// `{id}` a value.
    static let shapes: [(pattern: String, path: String)] = [
        ("/{s}{v}/:id", "/{s}{v}/{id}"), ("/{s}/v{v}/:id/details", "/{s}/v{v}/{id}/details"),
        ("/:lang/{s}-{v}/:slug", "/en/{s}-{v}/item-{id}"), ("/{s}{v}/*/reviews", "/{s}{v}/{id}/reviews"),
        ("/{s}{v}/files/**", "/{s}{v}/files/a/b/{id}.pdf"),
    ]

    static func fill(_ template: String, section: String, variant: Int, id: UInt64 = 0) -> String {
        template.replacingOccurrences(of: "{s}", with: section).replacingOccurrences(of: "{v}", with: "\(variant)")
            .replacingOccurrences(of: "{id}", with: "\(id)")
    }

    /// A URL that looks like rule `index`'s but no rule accepts (or, rarely, an earlier one does).
    private static func nearMiss(_ index: Int, _ random: inout SeededGenerator) -> String {
        let section = sections[index % sections.count]
        let variant = index / sections.count
        let id = random.next() % 100_000
        switch random.next() % 3 {
        case 0: return "https://shop.example.com.evil.net/\(section)\(variant + 1000)/\(id)"
        case 1: return "https://m.example.org/unknown\(variant)/\(section)/\(id)/x/y"
        default: return "https://www.example.com/\(section)\(variant)/\(id)/extra/segments"
        }
    }
}
