/// The body every render step and bridge call runs in the content world: one call, arguments as values.
public enum BridgeInvocation {
    /// The function body: it calls the bridge handler `name` with `payload` and returns its answer.
    public static let body = "return await WebContentBridge.invoke(name, payload);"
}

extension WebEngine {
    /// Runs every step of `strategy` in order and returns when each has answered, failed or timed out.
    ///
    /// Completion means every step is accounted for, so the height a cell receives is the content's; a failing
    /// step does not stop the ones after it (the height is still measured). The steps travel in one call
    /// (``RenderStepName/sequence``): the engine styles, lays out and paints once, after the last of them, instead
    /// of between every two. A page without that handler (a document of its own) gets them one call each.
    public func runRenderStrategy(_ strategy: RenderStrategy, defaultTimeout: Duration) async -> RenderReport {
        if strategy.steps.count > 1, !Task.isCancelled,
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

    /// The steps' outcomes from one ``RenderStepName/sequence`` call, each step timed by the page; nil when the
    /// page has no such handler.
    private func runInOneCall(
        _ steps: [RenderStep], defaultTimeout: Duration
    ) async -> [RenderReport.StepOutcome]? {
        let limits = steps.map { $0.timeout ?? defaultTimeout }
        let payload = JSONValue.object([
            "steps": .array(
                zip(steps, limits).map { step, limit in
                    .object([
                        "name": .string(step.handler), "payload": step.payload,
                        "timeoutMs": .number(limit.milliseconds),
                    ])
                })
        ])
        // Each step keeps its own time in the page; the call as a whole gets their sum and a margin, so a page
        // that stops answering altogether still cannot hold the render.
        let whole = limits.reduce(Duration.seconds(1), +)
        let answer: JSONValue
        do {
            answer = try await withDeadline("steps of a render", timeout: whole) {
                try await self.callBridge(RenderStepName.sequence, payload: payload, timeout: whole)
            }
        } catch {
            let failure = WebContentError(error, otherwise: .malformedResult)
            if failure.code == .javaScript, failure.name == "UnknownHandler" { return nil }
            return steps.map { .init(handler: $0.handler, result: .failure(failure), duration: .zero) }
        }
        let records = answer.arrayValue ?? []
        return zip(steps, limits).enumerated().map { index, pair in
            let (step, limit) = pair
            guard index < records.count else {
                let missing = WebContentError.malformedResult("no answer for step \(step.handler)")
                return .init(handler: step.handler, result: .failure(missing), duration: .zero)
            }
            let record = records[index]
            let duration = Duration.microseconds(Int64((record["ms"]?.doubleValue ?? 0) * 1000))
            guard let error = record["error"] else {
                return .init(handler: step.handler, result: .success(record["result"] ?? .null), duration: duration)
            }
            let name = error["name"]?.stringValue ?? "Error"
            let failure: WebContentError =
                name == "StepTimeout"
                ? .timeout("step \(step.handler)", seconds: limit.seconds)
                : .javaScript(name: name, message: error["message"]?.stringValue ?? "")
            return .init(handler: step.handler, result: .failure(failure), duration: duration)
        }
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
