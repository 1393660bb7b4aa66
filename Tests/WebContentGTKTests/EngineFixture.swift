import Foundation
import Testing
import WebContentConformance
import WebContentCore

@testable import WebContentGTK

/// Builds real engines for the tests and closes them after each body, so no window outlives its test.
@MainActor
enum EngineFixture {
    static func configuration(
        trust: ContentTrust = .trusted, width: Double = 400, disablesZoom: Bool = false,
        chain: NavigationChain = NavigationChain([]), stepTimeout: Duration = .seconds(5),
        remote: RemoteContentPolicy = .allow
    ) -> WebViewConfiguration {
        WebViewConfiguration {
            $0.disablesZoom = disablesZoom; $0.navigationChain = chain; $0.remoteContentPolicy = remote;
            $0.trust = trust; $0.viewportWidth = width; $0.stepTimeout = stepTimeout
        }
    }

    /// Runs `body` with a fresh engine and closes it afterwards, whatever happens.
    static func with<T>(
        _ configuration: WebViewConfiguration = configuration(),
        _ body: (GTKWebEngine) async throws -> T
    ) async throws -> T {
        try await withEngine(
            try await GTKWebEngine.make(configuration: configuration), close: { await $0.close() }, body)
    }

    /// Loads `html` and starts a call whose Promise never settles (its own timeout 30 s), in flight once this
    /// returns: what a new load, a cancellation or a dying web process must end at once.
    ///
    /// The call marks the page when it starts, and this returns once the mark is seen (bounded), not after a
    /// guessed pause.
    static func neverSettlingCall(
        in engine: GTKWebEngine, after html: String = "<p>before</p>"
    ) async throws -> Task<JSONValue, any Error> {
        try await engine.loadHTML(html, baseURL: nil)
        let call = Task { @MainActor in
            try await engine.callAsyncJavaScript(
                "globalThis.wckNeverSettling = true; await new Promise(() => {});", arguments: [:], in: .content,
                timeout: .seconds(30))
        }
        let started = await eventually(timeout: .seconds(10)) {
            (try? await engine.evaluateJavaScript(
                "globalThis.wckNeverSettling === true", in: .content, timeout: .seconds(5))) == .bool(true)
        }
        #expect(started, "the never-settling call did not reach the page")
        return call
    }

    /// A user script in the content world (tests build their own; the package ships vetted ones).
    static func script(
        _ source: String, name: String = "test", at time: UserScript.InjectionTime = .documentStart,
        frames: UserScript.Frames = .topFrame, world: ScriptWorld = .content
    ) -> UserScript {
        UserScript(name: name, source: source, injectionTime: time, frames: frames, world: world)
    }
}

/// Milliseconds since `start`, for the figures the tests print.
func milliseconds(since start: ContinuousClock.Instant) -> Double {
    (ContinuousClock.now - start).milliseconds
}
