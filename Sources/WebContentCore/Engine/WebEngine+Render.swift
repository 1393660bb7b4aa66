/// The body every render step and bridge call runs in the content world: one call, arguments as values.
public enum BridgeInvocation {
    /// The function body: it calls the bridge handler `name` with `payload` and returns its answer.
    public static let body = "return await WebContentBridge.invoke(name, payload);"

    /// How a call to `handler` is named in a timeout's message, by whichever side gave up on it.
    package static func callName(_ handler: String) -> String { "bridge call \(handler.prefix(100))" }
}

extension WebEngine {
    /// False unless the conformer says its pages run the steps in one call.
    public var runsRenderStepsInOneCall: Bool { false }

    /// Runs every step of `strategy` in order and returns when each has answered, failed or timed out.
    ///
    /// Completion means every step is accounted for, so the height a cell receives is the content's; a failing
    /// step does not stop the ones after it (the height is still measured).
    public func runRenderStrategy(_ strategy: RenderStrategy, defaultTimeout: Duration) async -> RenderReport {
        if runsRenderStepsInOneCall, strategy.steps.count > 1, !Task.isCancelled,
            let outcomes = await runInOneCall(strategy.steps, defaultTimeout: defaultTimeout)
        {
            return RenderReport(strategy: strategy.name, steps: outcomes)
        }
        var outcomes: [RenderReport.StepOutcome] = []
        for step in strategy.steps {
            if Task.isCancelled {
                outcomes.append(.init(handler: step.handler, result: .failure(.cancelled), duration: .zero))
                continue
            }
            let clock = ContinuousClock()
            let start = clock.now
            let result = await runStep(step, timeout: step.timeout ?? defaultTimeout)
            outcomes.append(.init(handler: step.handler, result: result, duration: clock.now - start))
        }
        return RenderReport(strategy: strategy.name, steps: outcomes)
    }

    private func runStep(_ step: RenderStep, timeout: Duration) async -> Result<JSONValue, WebContentError> {
        do {
            // The core's deadline sits just past the adapter's, so the adapter's own timeout error wins
            // when it works, and a broken adapter still cannot hang the render.
            let value = try await withDeadline("step \(step.handler)", timeout: timeout) {
                try await self.callBridge(step.handler, payload: step.payload, timeout: timeout)
            }
            return .success(value)
        } catch {
            // An error of another type is the engine's, not the page's: filed as the adapters file a call that
            // failed without a page exception.
            return .failure(WebContentError(error, otherwise: .malformedResult))
        }
    }
}
