import Testing

@testable import WebContentCore

/// The title override flag decides whether a page title reaches the host.
@Suite(.timeLimit(.minutes(10))) struct ConfigurationTitleTests {
    @Test func titleFollowsThePageOnlyWhenTheFlagIsOn() {
        let product = WebViewConfiguratorFactory.make(.productPage).build()
        let standard = WebViewConfiguratorFactory.make(.default).build()
        #expect(product.hostTitle(fromPageTitle: "  Blue\n  Shoes ") == "Blue Shoes")
        #expect(standard.hostTitle(fromPageTitle: "Blue Shoes") == nil)
        #expect(product.hostTitle(fromPageTitle: " \n ") == nil)
        #expect(product.hostTitle(fromPageTitle: nil) == nil)
        #expect(
            product.hostTitle(fromPageTitle: String(repeating: "x", count: 1_000))?.count
                == WebViewConfiguration.maxPageTitleLength)
    }
}
