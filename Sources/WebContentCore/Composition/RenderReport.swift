import Foundation

/// What one render produced: each step's outcome, the measured size, and what the content holds.
public struct RenderReport: Hashable, Sendable {
    /// One step's outcome.
    public struct StepOutcome: Hashable, Sendable {
        /// The step's bridge handler name.
        public var handler: String
        /// The step's answer, or why it failed or timed out.
        public var result: Result<JSONValue, WebContentError>
        /// How long the step took.
        public var duration: Duration

        /// The outcome of the step `handler` after `duration`.
        public init(handler: String, result: Result<JSONValue, WebContentError>, duration: Duration) {
            self.handler = handler
            self.result = result
            self.duration = duration
        }
    }

    /// The name of the strategy that ran.
    public var strategy: String
    /// Each step's outcome, in the order the steps ran.
    public var steps: [StepOutcome]
    /// How long composing the page took (every attempt of the render, a recovery's included).
    public var composeDuration: Duration = .zero
    /// How long loading the page took; zero when a warm engine's loaded shell took the content.
    public var loadDuration: Duration = .zero
    /// How many times the page was loaded: 0 for a warm shell, more than 1 after a recovery.
    public var loads = 0

    /// A report of the strategy named `strategy` with its steps' outcomes.
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
