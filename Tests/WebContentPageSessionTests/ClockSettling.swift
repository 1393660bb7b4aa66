import Clocks
import WebContentConformance

/// Advances `clock` by nothing until `condition` holds, for at most `timeout` of real time; whether it held.
///
/// A bound on real time, not a count of yields: a loaded machine's cooperative pool can run a hundred thousand
/// yields before a released deadline task gets a thread. Each poll advances the clock by nothing because a deadline
/// task that reached the clock only after the test advanced it to exactly its deadline sleeps until an instant equal
/// to the clock's now, which `TestClock` resumes only on a later advance (a test then awaited its call forever).
@MainActor
func settle(
    _ clock: TestClock<Duration>, timeout: Duration = .seconds(120), until condition: @MainActor () async -> Bool
) async -> Bool {
    await eventually(timeout: timeout) {
        await clock.advance(by: .zero)
        return await condition()
    }
}
