import Testing

/// Yields to the other tasks until `condition` holds, at most `attempts` times, and records an issue when it never
/// does: a spin that waits for another task's step without a clock, and ends even when that step never comes.
@MainActor
func yield(
    until condition: @MainActor () async -> Bool, attempts: Int = 100_000,
    sourceLocation: SourceLocation = #_sourceLocation
) async {
    for _ in 0..<attempts {
        if await condition() { return }
        await Task.yield()
    }
    let held = await condition()
    #expect(held, "still waiting after \(attempts) yields", sourceLocation: sourceLocation)
}
