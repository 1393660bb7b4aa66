import Foundation
import RealEngineSuites
import Testing
import WebContentConformance
import WebContentCore

@testable import WebContentGTK

extension GTKEngineSuite {
    /// Navigation decisions on the real engine: every attempt reaches the chain once, with its frame.
    @Suite @MainActor
    struct NavigationTests {
        static func engine(_ spy: SpyNavigationHandler) -> WebViewConfiguration {
            EngineFixture.configuration(chain: NavigationChain([spy]))
        }

        @Test func anIframeClickIsReportedAsNotMainFrame() async throws {
            // Only web links are cancelled: the iframe's own about:srcdoc load must go through.
            let spy = SpyNavigationHandler { $0.url?.scheme == "https" ? .decide(.cancel, reason: "test") : .pass }
            try await EngineFixture.with(Self.engine(spy)) { engine in
                engine.installSetupScripts([EngineConformance.clickReporter])
                try await engine.loadHTML(
                    "<iframe srcdoc=\"<a id=i href='https://example.com/inner'>in</a>\"></iframe>", baseURL: nil)
                _ = await eventually {
                    let ready = try? await engine.evaluateJavaScript(
                        "document.querySelector('iframe').contentDocument.getElementById('i') !== null", in: .page,
                        timeout: .seconds(5))
                    return ready == .bool(true)
                }
                let before = spy.contentActions.count
                _ = try await engine.evaluateJavaScript(
                    "document.querySelector('iframe').contentDocument.getElementById('i').click(); 1", in: .page,
                    timeout: .seconds(5))
                #expect(await eventually { spy.contentActions.contains { $0.url?.path == "/inner" } })
                let inner = spy.contentActions.dropFirst(before).filter { $0.url?.path == "/inner" }
                #expect(inner.count == 1)
                #expect(inner.first?.isMainFrame == false)
            }
        }

        @Test func scriptNavigationsWithoutGestureAreCountedAndRoutesReachTheView() async throws {
            let target = URL(string: "https://example.com/elsewhere")!
            let spy = SpyNavigationHandler { action in
                action.isInitialLoad ? .pass : .decide(.route(.browser(action.url ?? target)), reason: "to the browser")
            }
            let delegate = SpyDelegate()
            try await EngineFixture.with(Self.engine(spy)) { engine in
                engine.presentationDelegate = delegate
                // The page's own timer navigates, once the test has said go: no user gesture (evaluateJavaScript
                // counts as one, and so do timers it starts, but not a timer the page started at its load).
                try await engine.loadHTML(
                    """
                    <p>x</p><script>setInterval(() => {
                      if (window.go) { window.go = false; location.href = '\(target.absoluteString)'; }
                    }, 20)</script>
                    """,
                    baseURL: nil)
                #expect(engine.attempts.navigations == 0)
                _ = try await engine.evaluateJavaScript("window.go = true; 1", in: .page, timeout: .seconds(5))
                #expect(await eventually { delegate.routes.count == 1 })
                #expect(delegate.routes == [.browser(target)])
                #expect(engine.attempts.navigations == 1)
                #expect(spy.contentActions.first?.isUserGesture == false)
                // Routed means cancelled here: the document is unchanged.
                #expect(
                    try await engine.evaluateJavaScript(
                        "document.querySelector('p').textContent", in: .page, timeout: .seconds(5)) == .string("x"))
            }
        }

        @Test func ourOwnUntrustedLoadIsFlaggedInitialSoNoHandlerCanCancelIt() async throws {
            let spy = SpyNavigationHandler { _ in .decide(.cancel, reason: "cancels everything") }
            var configuration = Self.engine(spy)
            configuration = EngineFixture.configuration(trust: .untrusted, chain: configuration.navigationChain)
            try await EngineFixture.with(configuration) { engine in
                engine.loadTimeout = .seconds(3)
                try await engine.loadHTML("<p>mine</p>", baseURL: nil)
                #expect(spy.actions.isEmpty)  // the chain answered before any handler saw it
                // Negative control: a navigation the content starts is cancelled by the same chain.
                _ = try await engine.evaluateJavaScript(
                    "location.href = 'webcontent://document/1/999'; 1", in: .content, timeout: .seconds(5))
                #expect(await eventually { spy.actions.count == 1 })
                #expect(spy.actions.first?.isInitialLoad == false)
            }
        }

        /// The page still shows the link after the late "allow": watched for as long as the same answer took to load
        /// the link when it came in time (the control, on an engine of its own), not for a fixed window.
        @Test func aChainThatNeverAnswersIgnoresTheNavigationAfterTheStepTimeout() async throws {
            var controls = ControlLatencies()
            let early = StuckHandler()
            let patient = EngineFixture.configuration(
                chain: NavigationChain([SpyNavigationHandler(), early]), stepTimeout: .seconds(20))
            try await EngineFixture.with(patient) { engine in
                try await engine.loadHTML("<a id=l href='about:blank'>x</a>", baseURL: nil)
                _ = try await engine.evaluateJavaScript(
                    "document.getElementById('l').click(); 1", in: .content, timeout: .seconds(5))
                #expect(await eventually { await engine.host.waitingDecisionCount == 1 })
                let released = ContinuousClock.now
                early.release()
                let loaded = await controls.poll(from: released) {
                    (try? await engine.evaluateJavaScript(
                        "document.getElementById('l') === null", in: .page, timeout: .seconds(5))) == .bool(true)
                }
                #expect(loaded, "control: an answer in time did not load the link")
            }
            let spy = SpyNavigationHandler()
            let stuck = StuckHandler()
            let configuration = EngineFixture.configuration(
                chain: NavigationChain([spy, stuck]), stepTimeout: .milliseconds(500))
            try await EngineFixture.with(configuration) { engine in
                try await engine.loadHTML("<a id=l href='about:blank'>x</a>", baseURL: nil)
                _ = try await engine.evaluateJavaScript(
                    "document.getElementById('l').click(); 1", in: .content, timeout: .seconds(5))
                #expect(await eventually { spy.contentActions.count == 1 })
                // The host gives the decision up on its own: no waiting decision is left once the timeout passed.
                #expect(await eventually(timeout: .seconds(20)) { await engine.host.waitingDecisionCount == 0 })
                // The chain now answers "allow", too late: a navigation still pending would load about:blank.
                let released = ContinuousClock.now
                stuck.release()
                await controls.watch(from: released)
                print("figure: late navigation answer watched for \(controls.summary)")
                #expect(
                    try await engine.evaluateJavaScript(
                        "document.getElementById('l') !== null", in: .page, timeout: .seconds(5)) == .bool(true))
            }
        }

        @Test func anAllowedNavigationProceeds() async throws {
            let spy = SpyNavigationHandler()
            try await EngineFixture.with(Self.engine(spy)) { engine in
                try await engine.loadHTML("<a id=l href='about:blank'>x</a>", baseURL: nil)
                _ = try await engine.evaluateJavaScript(
                    "document.getElementById('l').click(); 1", in: .content, timeout: .seconds(5))
                #expect(
                    await eventually {
                        (try? await engine.evaluateJavaScript(
                            "document.getElementById('l') === null", in: .page, timeout: .seconds(5))) == .bool(true)
                    })
                #expect(spy.contentActions.map(\.url) == [URL(string: "about:blank")])
            }
        }
    }
}

extension WebViewHost {
    /// Navigations still waiting for a decision (the host ignores each one at its timeout).
    var waitingDecisionCount: Int { session.waitingNavigations }
}

/// A handler that does not answer until released (a deeplink opener that hangs).
final class StuckHandler: NavigationActionHandler, @unchecked Sendable {
    let name = "stuck"
    private let lock = NSLock()
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var released = false

    func handle(_ action: NavigationAction) async -> NavigationHandling {
        if action.isInitialLoad { return .pass }
        await withCheckedContinuation { continuation in
            let resumeNow = lock.withLock {
                if released { return true }
                waiters.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
        return .decide(.allow, reason: "released too late")
    }

    func release() {
        let pending = lock.withLock {
            released = true
            defer { waiters = [] }
            return waiters
        }
        pending.forEach { $0.resume() }
    }
}
