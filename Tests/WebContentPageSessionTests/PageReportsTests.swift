import Foundation
import Testing

@testable import WebContentCore
@testable import WebContentPageSession

/// What an engine keeps of its document, and the order it forgets it in.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct PageReportsTests {
    @Test func aLoadForgetsAttemptsAndSizeButKeepsTheTitleUntilTheNextOne() {
        var reports = PageReports()
        reports.record(.contentSize(ContentSize(width: 10, height: 20), RenderGeneration(1)))
        reports.record(.remoteBlocked(url: "https://t.example/p.gif", tracker: true))
        _ = reports.titleChanged(to: "Old")
        #expect(reports.contentSize == ContentSize(width: 10, height: 20))
        #expect(reports.attempts.remoteRequests == 1 && reports.attempts.trackers == 1)
        reports.loadStarted()
        #expect(reports.attempts == ContentAttempts() && reports.contentSize == .zero)
        #expect(reports.title == "Old")
        reports.forgetAll()
        #expect(reports == PageReports())
    }

    @Test func anEmptyTitleIsNoTitleAndARepeatIsNoChange() {
        var reports = PageReports()
        let changes = ["", nil, "A", "A", ""].map { reports.titleChanged(to: $0) }
        #expect(changes == [false, false, true, false, true])
        #expect(reports.title == nil)
    }

    @Test func aResetForgetsAgainWhatTheOldDocumentReportedWhileTheBlankPageLoaded() async {
        var steps: [String] = []
        var reports = PageReports()
        _ = reports.titleChanged(to: "Old")
        for step in EngineReset.steps {
            switch step {
            case .forget:
                steps.append("forget")
                reports.forgetAll()
            case .restore:
                steps.append("restore")
            case .loadBlank:
                steps.append("load")
                // The old document's late report arrives while the blank page loads.
                reports.record(.contentSize(ContentSize(width: 1, height: 1), RenderGeneration(1)))
            }
        }
        #expect(steps == ["forget", "restore", "load", "forget"])
        #expect(reports == PageReports())
    }
}
