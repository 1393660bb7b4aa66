import Foundation

/// What one render produced: each step's outcome, the measured size, and what the content holds.
public struct RenderReport: Hashable, Sendable {
    /// One step's outcome.
    public struct StepOutcome: Hashable, Sendable {
        public var handler: String
        public var result: Result<JSONValue, WebContentError>
        public var duration: Duration

        public init(handler: String, result: Result<JSONValue, WebContentError>, duration: Duration) {
            self.handler = handler
            self.result = result
            self.duration = duration
        }
    }

    public var strategy: String
    public var steps: [StepOutcome]

    public init(strategy: String, steps: [StepOutcome]) {
        self.strategy = strategy
        self.steps = steps
    }

    /// Steps that failed or timed out.
    public var failures: [(handler: String, error: WebContentError)] {
        steps.compactMap { step in
            if case .failure(let error) = step.result { return (step.handler, error) }
            return nil
        }
    }

    /// The answer of the named step, when it answered.
    public func value(of handler: String) -> JSONValue? {
        steps.last { $0.handler == handler }.flatMap { try? $0.result.get() }
    }

    /// The height the measure step answered, when it did.
    public var measuredSize: ContentSize? {
        guard let value = value(of: RenderStepName.measure),
            let height = value["height"]?.doubleValue
        else { return nil }
        return ContentSize(width: value["width"]?.doubleValue ?? 0, height: height)
    }
}
