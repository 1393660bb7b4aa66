public import WebContentCore

/// A module-output spy: records heights, results and failures in order.
@MainActor
public final class RecordingModuleOutput: ContentModuleOutput {
    /// Every content height reported, in order.
    public private(set) var heights: [Double] = []
    /// Every finished render's result, in order.
    public private(set) var results: [ContentRenderResult] = []
    /// Every failure reported, in order.
    public private(set) var failures: [WebContentError] = []
    /// Runs at the moment rendering finishes, to look at the world then.
    public var onFinish: (@MainActor () -> Void)?

    /// A spy with nothing recorded.
    public init() {}

    /// Records the height.
    public func contentModule(didUpdateContentHeight height: Double) { heights.append(height) }
    /// Records the result, then runs `onFinish`.
    public func contentModule(didFinishRendering result: ContentRenderResult) {
        results.append(result)
        onFinish?()
    }
    /// Records the failure.
    public func contentModule(didFail error: WebContentError) { failures.append(error) }
}

/// Waits until `condition` holds, polling; returns whether it did before `timeout`.
///
/// The default only catches a hang: a condition that holds returns at once, and a machine running the whole
/// suite in parallel can starve a poll for seconds.
@MainActor
public func eventually(
    timeout: Duration = .seconds(30), _ condition: @MainActor () async throws -> Bool
) async rethrows -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while clock.now < deadline {
        if try await condition() { return true }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return try await condition()
}
