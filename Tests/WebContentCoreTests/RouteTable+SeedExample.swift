@testable import WebContentCore

extension RouteTable {
    /// The seed article's native pages, as `Examples/routes.json` declares them: `/product/:id` and `/shop/:id`
    /// on zhgchg.li and its subdomains. Only tests and examples name them; no preset does.
    static let seedExample = RouteTable(uncheckedRules: [
        RouteRule(name: "product", pattern: "/product/:id", hosts: ["zhgchg.li", "*.zhgchg.li"]),
        RouteRule(name: "shop", pattern: "/shop/:id", hosts: ["zhgchg.li", "*.zhgchg.li"]),
    ])
}
