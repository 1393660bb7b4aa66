#if canImport(WebKit)
import Foundation
import RealEngineSuites
import Testing
import WebContentConformance
import WebContentCore
import WebContentPageSession
@testable import WebContentWebKit

/// What the UIKit path adds, on a real web view where it is platform-neutral: a link opened from a long-press menu
/// (iOS's menu) and the recovery held while the app is not active (fed by UIKit's notifications on iOS).
@MainActor
@Suite(.serialized, .realEngines, .timeLimit(.minutes(10))) struct WKUIKitPathTests {
    /// The chain is asked about the Open as the reader's link activation, and about the load it starts as the same:
    /// WebKit reports that load as one the app started (type "other", no source frame), which untrusted content's
    /// chain would cancel as a navigation the content made.
    @Test func anOpenedLinkReachesTheChainTwiceAsTheReadersActivation() async throws {
        // A closed local port: the allowed load fails at once, without the network.
        let link = URL(string: "http://127.0.0.1:9/menu")!
        let spy = SpyNavigationHandler { $0.isInitialLoad ? .pass : .decide(.allow, reason: "test") }
        let configuration = WKEngineFixture.configuration(trust: .untrusted, chain: NavigationChain([spy]))
        try await WKEngineFixture.with(configuration, loading: "<p>ours</p>") { engine in
            engine.openLinkFromMenu(link)
            #expect(await eventually(timeout: .seconds(30)) { spy.contentActions.count >= 2 })
            let asked = spy.contentActions
            #expect(asked.count == 2, "\(asked)")
            for action in asked {
                #expect(NavigationDecisions.sameTarget(action.url, link))
                #expect(action.kind == .linkActivated && action.isUserGesture && action.isMainFrame)
            }
            #expect(engine.attempts.navigations == 0)
        }
    }

    @Test func aCancelledOpenLoadsNothing() async throws {
        let spy = SpyNavigationHandler { $0.isInitialLoad ? .pass : .decide(.cancel, reason: "test") }
        let configuration = WKEngineFixture.configuration(trust: .untrusted, chain: NavigationChain([spy]))
        try await WKEngineFixture.with(configuration, loading: "<p>ours</p>") { engine in
            // The Open's own decision is the control: how long it took to reach the chain is how long the decided
            // Open is watched for a navigation that must not follow.
            var controls = ControlLatencies()
            let start = ContinuousClock.now
            engine.openLinkFromMenu(URL(string: "http://127.0.0.1:9/menu")!)
            #expect(
                await controls.poll(from: start, until: start + .seconds(30)) { spy.contentActions.count == 1 })
            await controls.watch(from: ContinuousClock.now)
            #expect(spy.contentActions.count == 1, "a cancelled Open loaded: \(spy.contentActions)")
        }
    }

    /// A web process killed while the app is not active is recovered (the delegate told) only once it is active.
    @Test func aDeathWhileTheAppIsInactiveIsRecoveredOnceItIsActive() async throws {
        try await WKEngineFixture.with { engine in
            let spy = SpyPresentation()
            engine.engineDelegate = spy
            try await engine.loadHTML("<p>ours</p>", baseURL: nil)
            engine.appStateChanged(.appResignedActive)
            await WKConformanceHarness().terminateWebProcess(of: engine)
            #expect(await eventually(timeout: .seconds(30)) { engine.session.isRecoveryWaiting })
            #expect(spy.terminations.isEmpty, "recovered while the app was not active")
            engine.appStateChanged(.appBecameActive)
            #expect(spy.terminations == [.crashed])
            engine.appStateChanged(.appBecameActive)
            #expect(spy.terminations == [.crashed])
        }
    }
}
#endif
