extension RenderStepName {
    /// Runs a render's steps in order in one call (Resources/js/steps.js): `{steps: [{handler, payload, timeoutMs}]}`.
    public static let run = "render.run"
}

extension WebEngine {
    /// Runs `steps` through ``RenderStepName/run``, nil when the page has no such handler.
    ///
    /// Each step's outcome is what its own call would have answered, a page error or a timeout included, and its
    /// duration is the page's own time for it (at the page clock's resolution, 1 ms in WebKitGTK). Nil (a script
    /// provider without the package's steps) lets the caller run them one by one.
    func runInOneCall(_ steps: [RenderStep], defaultTimeout: Duration) async -> [RenderReport.StepOutcome]? {
        let timeouts = steps.map { $0.timeout ?? defaultTimeout }
        let payload = JSONValue.object([
            "steps": .array(
                zip(steps, timeouts).map { step, timeout in
                    .object([
                        "handler": .string(step.handler), "payload": step.payload,
                        "timeoutMs": .number(timeout.milliseconds),
                    ])
                })
        ])
        // The page keeps each step to its own time; the call may take them all, plus a second for the trip.
        let total = timeouts.reduce(Duration.seconds(1), +)
        let clock = ContinuousClock()
        let start = clock.now
        let answers: [JSONValue]
        do {
            let value = try await withDeadline("step \(RenderStepName.run)", timeout: total) {
                try await self.callBridge(RenderStepName.run, payload: payload, timeout: total)
            }
            guard let items = value.arrayValue, items.count == steps.count else {
                throw WebContentError.malformedResult("\(RenderStepName.run): \(steps.count) outcomes expected")
            }
            answers = items
        } catch {
            let error = WebContentError(error, otherwise: .malformedResult)
            // Only `render.run` itself can be unknown here: a step's own unknown handler is that step's outcome.
            if error.code == .javaScript, error.name == "UnknownHandler" {
                return nil
            }
            // The page, the process or the call failed as a whole: every step shares its error and its time.
            let each = (clock.now - start) / steps.count
            return steps.map { .init(handler: $0.handler, result: .failure(error), duration: each) }
        }
        return zip(steps, zip(answers, timeouts)).map { step, answered in
            let (answer, timeout) = answered
            let duration = Duration.microseconds(Int64(((answer["ms"]?.doubleValue ?? 0) * 1000).rounded()))
            return .init(
                handler: step.handler, result: Self.outcome(answer, of: step, timeout: timeout), duration: duration)
        }
    }

    /// One step's answer as its own call would have given it: the adapter's timeout error names the call the same way.
    private static func outcome(
        _ answer: JSONValue, of step: RenderStep, timeout: Duration
    ) -> Result<JSONValue, WebContentError> {
        if answer["timedOut"]?.boolValue == true {
            return .failure(.timeout(BridgeInvocation.callName(step.handler), seconds: timeout.seconds))
        }
        if let error = answer["error"] {
            return .failure(
                .javaScript(name: error["name"]?.stringValue ?? "Error", message: error["message"]?.stringValue ?? ""))
        }
        return .success(answer["result"] ?? .null)
    }
}
