/// SplitMix64: a tiny, fast, seeded generator, so what it drives reproduces.
///
/// The core's fuzz tests use it so a failure reproduces from its seed; the benchmark's route workload so every run
/// decides the same URLs.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator starting from `state`: the same seed gives the same numbers.
    public init(state: UInt64) { self.state = state }

    /// The next number, advancing the state.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
