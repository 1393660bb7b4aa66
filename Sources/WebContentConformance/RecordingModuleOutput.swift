import WebContentCore

/// A module-output spy: records heights, results and failures in order.
@MainActor
public final class RecordingModuleOutput: ContentModuleOutput {
    public private(set) var heights: [Double] = []
    public private(set) var results: [ContentRenderResult] = []
    public private(set) var failures: [WebContentError] = []
    /// Runs at the moment rendering finishes, to look at the world then.
    public var onFinish: (@MainActor () -> Void)?

    public init() {}

    public func contentModule(didUpdateContentHeight height: Double) { heights.append(height) }
    public func contentModule(didFinishRendering result: ContentRenderResult) {
        results.append(result)
        onFinish?()
    }
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
