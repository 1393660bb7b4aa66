import Foundation
public import WebContentCore

/// What every real engine does below the module (delivery, worlds, calls, navigation decisions), as one set of
/// bodies each adapter's tests run on its own engine.
///
/// The fake engine has no page, so these run only on WebKitGTK and WKWebView; ``ContentModuleConformance``
/// holds the bodies all three pass.
@MainActor
public struct EngineConformance {
    /// Makes the engines the bodies run on, and drives their pages.
    public let harness: any ConformanceHarness

    /// The bodies, run on the engines `harness` makes.
    public init(harness: any ConformanceHarness) {
        self.harness = harness
    }

    /// A paragraph whose inline script rewrites it: the text says whether page script ran.
    static let scriptedParagraph =
        "<p id=p>x</p><script>document.getElementById('p').textContent = 'script ran'</script>"

    static func configuration(
        trust: ContentTrust = .trusted, remote: RemoteContentPolicy = .allow,
        chain: NavigationChain = NavigationChain([])
    ) -> WebViewConfiguration {
        WebViewConfiguration {
            $0.navigationChain = chain; $0.remoteContentPolicy = remote; $0.trust = trust; $0.viewportWidth = 400
        }
    }

    /// A content-world, all-frames, capture-phase click listener that reports each link click with its frame, as
    /// the bridge does (an engine pairs it with the navigation it causes).
    public static let clickReporter = UserScript(
        name: "test-click-reporter",
        source: """
            document.addEventListener('click', e => {
              const a = e.target.closest && e.target.closest('a[href]');
              if (a) window.webkit.messageHandlers.wck.postMessage({event: {type: 'click', href: a.href, mainFrame: window === top}});
            }, true);
            """, injectionTime: .documentStart, frames: .allFrames, world: .content)

    func withEngine<Result>(
        _ configuration: WebViewConfiguration = configuration(),
        _ body: (any WebEngine & WebPresentation) async throws -> Result
    ) async throws -> Result {
        let engine = try await harness.makeEngine(configuration)
        return try await WebContentConformance.withEngine(engine, close: { await harness.dispose($0) }, body)
    }

    func text(of selector: String, in world: ScriptWorld, _ engine: any WebEngine) async throws -> JSONValue {
        try await engine.callAsyncJavaScript(
            "return document.querySelector(selector).textContent;", arguments: ["selector": .string(selector)],
            in: world, timeout: .seconds(5))
    }

    /// Untrusted content comes from the engine's own scheme and its scripts never run; trusted content's do.
    public func untrustedContentComesThroughTheSchemeWithoutPageScripts() async throws {
        let untrusted = try await withEngine(Self.configuration(trust: .untrusted)) { engine in
            try await engine.loadHTML(Self.scriptedParagraph, baseURL: nil)
            let url = try await engine.evaluateJavaScript("document.URL", in: .content, timeout: .seconds(5))
            try require(url.stringValue?.hasPrefix("webcontent://document/") == true, "document URL \(url)")
            return try await text(of: "#p", in: .content, engine)
        }
        try require(untrusted == .string("x"), "untrusted content ran its script: \(untrusted)")
        // Negative control: the same document, trusted, runs its script.
        let trusted = try await withEngine { engine in
            try await engine.loadHTML(Self.scriptedParagraph, baseURL: nil)
            return try await text(of: "#p", in: .page, engine)
        }
        try require(trusted == .string("script ran"), "trusted content did not run its script: \(trusted)")
    }

    /// Untrusted content is fenced by the CSP header: a remote image is a violation only under `block`.
    public func untrustedContentGetsTheCSPHeader() async throws {
        for policy in [RemoteContentPolicy.block, .allow] {
            let violations = try await withEngine(Self.configuration(trust: .untrusted, remote: policy)) { engine in
                // The listener lives in the content world; violation events reach every world.
                engine.installSetupScripts([
                    UserScript(
                        name: "test-violations",
                        source:
                            "window.violations = []; document.addEventListener('securitypolicyviolation', e => window.violations.push(e.effectiveDirective), true);",
                        injectionTime: .documentStart, frames: .topFrame, world: .content)
                ])
                try await engine.loadHTML("<img src='http://127.0.0.1:9/pixel.png'>", baseURL: nil)
                _ = await eventually(timeout: .seconds(2)) {
                    let count = try? await engine.evaluateJavaScript(
                        "window.violations.length", in: .content, timeout: .seconds(5))
                    return (count?.doubleValue ?? 0) > 0
                }
                return try await engine.evaluateJavaScript("window.violations", in: .content, timeout: .seconds(5))
            }
            let expected: JSONValue = policy == .block ? .array([.string("img-src")]) : .array([])
            try require(violations == expected, "\(policy): violations \(violations), expected \(expected)")
        }
    }

    /// A newer load fails the older one with `superseded`, and the newer document is the one shown.
    public func aNewerLoadSupersedesTheOlder() async throws {
        try await withEngine { engine in
            let first = Task { try await engine.loadHTML("<p>first</p>", baseURL: nil) }
            await Task.yield()
            try await engine.loadHTML("<p id=s>second</p>", baseURL: nil)
            let older = await outcome { try await first.value }
            try require(older.failure == .superseded, "the older load ended with \(older)")
            let text = try await engine.evaluateJavaScript("document.body.textContent", in: .page, timeout: .seconds(5))
            try require(text == .string("second"), "shown: \(text)")
        }
    }

    /// A Promise that never settles fails with a timeout naming the call, and the engine answers afterwards.
    public func aNeverSettlingPromiseTimesOut() async throws {
        try await withEngine { engine in
            try await engine.loadHTML("", baseURL: nil)
            let call = await outcome {
                try await engine.callAsyncJavaScript(
                    "await new Promise(() => {});", arguments: [:], in: .content, timeout: .milliseconds(300))
            }
            let expected = WebContentError.timeout("callAsyncJavaScript", seconds: 0.3)
            try require(call.failure == expected, "the call ended with \(call)")
            let after = try await engine.evaluateJavaScript("2", in: .content, timeout: .seconds(5))
            try require(after == .number(2), "the engine answered \(after) afterwards")
        }
    }

    /// A link click reaches the chain once, in the main frame; its cancel is applied at once and the page stays.
    public func aLinkClickReachesTheChainOnceAndIsApplied() async throws {
        let spy = SpyNavigationHandler { $0.isInitialLoad ? .pass : .decide(.cancel, reason: "test") }
        try await withEngine(Self.configuration(chain: NavigationChain([spy]))) { engine in
            engine.installSetupScripts([Self.clickReporter])
            try await engine.loadHTML(
                "<a id=l href='https://example.com/target'>go</a>", baseURL: URL(string: "https://example.com/"))
            // Loading asks no policy question for itself; whatever it asks is flagged as our own load.
            try require(spy.contentActions.isEmpty, "our own load reached the chain: \(spy.actions)")
            _ = try await engine.evaluateJavaScript(
                "document.getElementById('l').click(); 1", in: .content, timeout: .seconds(5))
            _ = await eventually { spy.contentActions.count == 1 }
            // Nothing more arrives: a second question for the same click would show here.
            try await Task.sleep(for: .milliseconds(300))
            let actions = spy.contentActions
            try require(actions.count == 1, "the chain saw \(actions.count) actions: \(actions)")
            try require(actions.first?.url == URL(string: "https://example.com/target"), "url \(actions)")
            try require(actions.first?.kind == .linkActivated, "kind \(String(describing: actions.first?.kind))")
            try require(actions.first?.isMainFrame == true, "not reported in the main frame")
            // Applied: the chain's cancel reached WebKit well before the decision timeout would have.
            let waiting = await harness.waitingNavigationDecisions(of: engine)
            try require(waiting == 0, "\(waiting) decisions still waiting")
            // Cancelled: the page is still ours.
            let stillOurs = try await engine.evaluateJavaScript(
                "document.getElementById('l') !== null", in: .page, timeout: .seconds(5))
            try require(stillOurs == .bool(true), "the cancelled navigation left the page")
        }
    }
}

/// How `body` ended: its value, or the engine error it threw (an error of another type as a malformed result,
/// which no expectation matches).
@MainActor
func outcome<Value>(_ body: () async throws -> Value) async -> Result<Value, WebContentError> {
    do { return .success(try await body()) } catch {
        return .failure(WebContentError(error, otherwise: .malformedResult))
    }
}

extension Result {
    /// The error, nil on success.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
