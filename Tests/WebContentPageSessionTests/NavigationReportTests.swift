import Foundation
import Testing

@testable import WebContentCore
@testable import WebContentPageSession

/// The frame and initial-load rules both adapters read their engine's navigations by.
@Suite(.timeLimit(.minutes(10))) struct NavigationReportTests {
    let page = URL(string: "webcontent://document/0/1")!
    let link = URL(string: "https://example.com/a")!

    func ownLoad(_ url: URL?) -> NavigationReport {
        NavigationReport(url: url, type: .other, isUserGesture: false, isNewWindow: false)
    }

    @Test func withoutAnEngineFlagOnlyALinkActivationOrAFormSubmissionIsAGesture() {
        let standIns: [NavigationAction.Kind] = [.linkActivated, .formSubmitted]
        for kind: NavigationAction.Kind in [.linkActivated, .formSubmitted, .other, .reload, .backForward] {
            let report = NavigationReport(url: link, type: kind, isUserGesture: nil, isNewWindow: false)
            #expect(report.isUserGesture == standIns.contains(kind), "\(kind)")
        }
        // An engine's own flag wins either way.
        #expect(
            !NavigationReport(url: link, type: .linkActivated, isUserGesture: false, isNewWindow: false).isUserGesture)
        #expect(NavigationReport(url: link, type: .other, isUserGesture: true, isNewWindow: false).isUserGesture)
    }

    @Test func ourLoadIsClaimedOnceDespiteATrailingSlash() {
        var rule = InitialLoadRule()
        rule.expect(URL(string: "https://example.com"))
        let other = rule.claim(ownLoad(URL(string: "https://example.com/other")))
        #expect(!other)
        let withSlash = rule.claim(ownLoad(URL(string: "https://example.com/")))
        #expect(withSlash)
        // The same URL again is a navigation like any other (a page that reloads itself through script).
        let again = rule.claim(ownLoad(URL(string: "https://example.com/")))
        #expect(!again)
    }

    @Test func aDocumentWithoutABaseURLIsExpectedAsTheBlankPage() {
        var rule = InitialLoadRule()
        rule.expect(nil)
        let blank = rule.claim(ownLoad(URL(string: "about:blank")))
        #expect(blank)
    }

    @Test func onlyTheShapeOfAnAppStartedLoadIsClaimed() {
        let shapes = [
            NavigationReport(url: page, type: .linkActivated, isUserGesture: true, isNewWindow: false),
            NavigationReport(url: page, type: .other, isUserGesture: true, isNewWindow: false),
            NavigationReport(url: page, type: .reload, isUserGesture: false, isNewWindow: false),
            NavigationReport(url: page, type: .other, isUserGesture: false, isNewWindow: true),
            NavigationReport(
                url: page, type: .other, isUserGesture: false, isNewWindow: false, targetsMainFrame: false),
        ]
        for shape in shapes {
            var rule = InitialLoadRule()
            rule.expect(page)
            let claimed = rule.claim(shape)
            #expect(!claimed, "\(shape)")
        }
        var rule = InitialLoadRule()
        rule.expect(page)
        let own = rule.claim(ownLoad(page))
        #expect(own)
    }

    @Test func anAppStartedLoadNeverAsksForItsSourceFrame() {
        // WebKit hands over no source frame for our own load; one read as "not main" would make it an iframe's.
        var asked = false
        let action = ownLoad(page).action(isInitialLoad: true, isAppStarted: true) {
            asked = true
            return false
        }
        #expect(!asked)
        #expect(action.isMainFrame && action.isInitialLoad && action.kind == .other)
    }

    @Test func theFrameIsTheOneTheNavigationStartedIn() {
        // An iframe's `target=_top` link targets the main frame but is the iframe's navigation.
        let report = NavigationReport(url: link, type: .linkActivated, isUserGesture: true, isNewWindow: false)
        #expect(!report.action(isInitialLoad: false, isAppStarted: false) { false }.isMainFrame)
        #expect(report.action(isInitialLoad: false, isAppStarted: false) { true }.isMainFrame)
        // Unknown: the target frame decides.
        let inFrame = NavigationReport(
            url: link, type: .linkActivated, isUserGesture: true, isNewWindow: false, targetsMainFrame: false)
        #expect(!inFrame.action(isInitialLoad: false, isAppStarted: false) { nil }.isMainFrame)
        #expect(report.action(isInitialLoad: false, isAppStarted: false) { nil }.isMainFrame)
    }

    @Test func aNewWindowIsItsOwnKindWhateverTheEngineTypeWas() {
        let report = NavigationReport(
            url: link, type: .linkActivated, isUserGesture: true, isNewWindow: true, targetFrameName: "_blank")
        let action = report.action(isInitialLoad: false, isAppStarted: false) { nil }
        #expect(action.kind == .newWindow)
        #expect(action.isUserGesture && action.targetFrameName == "_blank" && !action.isInitialLoad)
    }

    @Test func aClickNamesTheFrameOfTheNavigationToItsLinkWithinTheWindow() {
        let clicked = ContinuousClock.now
        let click = RecentClick(url: link, isMainFrame: false, time: clicked)
        #expect(click.isMainFrame(for: URL(string: "https://example.com/a/"), at: clicked + .milliseconds(10)) == false)
        #expect(click.isMainFrame(for: URL(string: "https://example.com/b"), at: clicked) == nil)
        #expect(click.isMainFrame(for: link, at: clicked + RecentClick.window) == nil)
        // A click whose link the page did not name annotates whatever navigation follows it.
        let unnamed = RecentClick(url: nil, isMainFrame: true, time: clicked)
        #expect(unnamed.isMainFrame(for: URL(string: "https://example.com/b"), at: clicked + .seconds(1)) == true)
    }
}
