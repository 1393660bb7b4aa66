import Foundation
import Testing

@testable import webcontent

/// A document's time budget: --timeout up to a megabyte, and as much again for each further megabyte.
@Suite(.timeLimit(.minutes(10)))
struct RenderBudgetTests {
    @Test(arguments: [(0, 10.0), (500_000, 10.0), (1_048_576, 10.0), (2_097_152, 20.0), (3_670_016, 35.0)])
    func theBudgetGrowsWithTheDocument(bytes: Int, seconds: Double) {
        var settings = RenderSettings()
        settings.timeout = .seconds(10)
        #expect(abs(settings.budget(forBytes: bytes).seconds - seconds) < 0.001)
    }
}
