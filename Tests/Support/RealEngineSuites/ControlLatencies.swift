import Foundation

/// The positive controls of one test run and how long each took to fire, so that the negative cases beside them
/// are watched for at least as long as the slowest control needed, rather than for a fixed window.
///
/// A control and a negative case are both timed from the start of their own action (before the insertion or
/// render that would make the detector fire): the control to the moment its event happened (a tripwire request's
/// arrival, or the poll that saw a canary's count move), the negative case for ``window`` from that start. A
/// control that does not fire within its bound adds no latency; the caller records it as a failed control.
@MainActor
public struct ControlLatencies {
    /// How long a control may take to fire before it counts as failed: a bound on a wait that ends at the event.
    public static let bound: Duration = .seconds(3)

    /// The latencies of the controls that fired, in the order they fired (lane by lane, after ``merge(_:)``).
    public private(set) var samples: [Duration] = []

    /// No control yet.
    public init() {}

    /// Adds the latencies another lane of the same run measured, so that its slowest sets ``window`` here too.
    public mutating func merge(_ other: ControlLatencies) {
        samples += other.samples
    }

    /// Waits for an event and records its latency.
    ///
    /// Polls `happened` (nil while nothing happened, else the moment it did) until it gives a moment or until
    /// `deadline` (by default ``bound`` after `start`); records the moment's latency from `start`.
    public mutating func wait(
        from start: ContinuousClock.Instant, until deadline: ContinuousClock.Instant? = nil,
        _ happened: () -> ContinuousClock.Instant?
    ) async -> Bool {
        let deadline = deadline ?? start + Self.bound
        while true {
            if let moment = happened() {
                samples.append(max(.zero, moment - start))
                return true
            }
            guard ContinuousClock.now < deadline else { return false }
            try? await Task.sleep(for: .milliseconds(2))
        }
    }

    /// Waits for a condition polled from the test (a canary's count), the moment being the poll that saw it.
    public mutating func poll(
        from start: ContinuousClock.Instant, until deadline: ContinuousClock.Instant? = nil, _ fired: () -> Bool
    ) async -> Bool {
        await wait(from: start, until: deadline) { fired() ? ContinuousClock.now : nil }
    }

    /// Waits for a condition the test must ask the engine about (a page's state), the moment being the answer that
    /// saw it.
    public mutating func poll(
        from start: ContinuousClock.Instant, until deadline: ContinuousClock.Instant? = nil,
        asking fired: () async -> Bool
    ) async -> Bool {
        let deadline = deadline ?? start + Self.bound
        while true {
            if await fired() {
                samples.append(max(.zero, ContinuousClock.now - start))
                return true
            }
            guard ContinuousClock.now < deadline else { return false }
            try? await Task.sleep(for: .milliseconds(2))
        }
    }

    /// How long each negative case is watched from its own start: the slowest control's latency (the bound when
    /// no control fired, in a run that has already failed).
    public var window: Duration { samples.max() ?? Self.bound }

    /// Returns once ``window`` has passed since `start`.
    public func watch(from start: ContinuousClock.Instant) async {
        let end = start + window
        if ContinuousClock.now < end { try? await Task.sleep(until: end, clock: .continuous) }
    }

    /// "n controls, median m ms, slowest s ms", for the figures the tests print.
    public var summary: String {
        let sorted = samples.sorted()
        guard let slowest = sorted.last else { return "no control fired" }
        let median = sorted[sorted.count / 2]
        return "\(sorted.count) controls fired, median \(Self.format(median)) ms, slowest \(Self.format(slowest)) ms"
    }

    private static func format(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(format: "%.1f", Double(seconds) * 1000 + Double(attoseconds) / 1e15)
    }
}
