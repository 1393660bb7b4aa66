import Foundation

/// Milliseconds elapsed since `start`.
func milliseconds(since start: ContinuousClock.Instant) -> Double {
    let (seconds, attoseconds) = (ContinuousClock.now - start).components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}
