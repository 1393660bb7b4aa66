import Clocks
import Testing
import WebContentConformance

@testable import WebContentCore
@testable import WebContentPageSession

/// The pending-call registry both adapters share, without an engine: deadlines on a test clock, so no test waits
/// for time to pass.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct PendingCallsTests {
    let clock = TestClock()

    /// A call registered in `calls` and waited on by a task of its own; `started` gets the call.
    private func waiting(
        in calls: PendingCalls, timeout: Duration = .seconds(5), started: CallLog = CallLog()
    ) throws -> Task<JSONValue, any Error> {
        let call = try calls.register(JSONValue.self, timeout: timeout, what: "probe")
        started.calls.append(call)
        return Task { @MainActor in try await call.value() }
    }

    @Test func anAnswerResumesTheCallerAndTheCallLeavesTheRegistry() async throws {
        let calls = PendingCalls(clock: clock)
        let log = CallLog()
        let task = try waiting(in: calls, started: log)
        let call = try #require(log.calls.first)
        #expect(calls.call(call.id, as: JSONValue.self) === call)
        #expect(calls.call(call.id, as: String.self) == nil)
        call.succeed(.number(1))
        #expect(try await task.value == .number(1))
        #expect(calls.count == 0)
        #expect(calls.call(call.id, as: JSONValue.self) == nil)
        #expect(!call.isPending)
    }

    @Test func eachCallHasItsOwnID() async throws {
        let calls = PendingCalls(clock: clock)
        let log = CallLog()
        let first = try waiting(in: calls, started: log)
        let second = try waiting(in: calls, started: log)
        let ids = log.calls.map(\.id)
        #expect(ids.count == 2 && ids[0] != ids[1])
        // Answered out of order, each caller gets its own answer.
        calls.call(ids[1], as: JSONValue.self)?.succeed(.string("second"))
        calls.call(ids[0], as: JSONValue.self)?.succeed(.string("first"))
        #expect(try await first.value == .string("first"))
        #expect(try await second.value == .string("second"))
    }

    @Test func aCallThatNeverAnswersTimesOutAtItsDeadlineAndALateAnswerIsIgnored() async throws {
        let calls = PendingCalls(clock: clock)
        let log = CallLog()
        let task = try waiting(in: calls, timeout: .milliseconds(100), started: log)
        // Negative control: short of the deadline the call still waits.
        await clock.advance(by: .milliseconds(99))
        #expect(calls.count == 1)
        await clock.advance(by: .milliseconds(1))
        guard await settle(clock, until: { calls.count == 0 }) else { Issue.record("no timeout in 120 s"); return }
        await #expect(throws: WebContentError.timeout("probe", seconds: 0.1)) { try await task.value }
        log.calls.first?.succeed(.number(1))
        #expect(log.calls.first?.isPending == false)
    }

    @Test func theDeadlineRunsFromRegistrationEvenBeforeAnyoneAwaits() async throws {
        let calls = PendingCalls(clock: clock)
        let call = try calls.register(JSONValue.self, timeout: .milliseconds(100), what: "probe")
        // Negative control: short of the deadline the call still waits.
        await clock.advance(by: .milliseconds(99))
        #expect(call.isPending)
        await clock.advance(by: .milliseconds(1))
        guard await settle(clock, until: { !call.isPending }) else { Issue.record("no timeout in 120 s"); return }
        await #expect(throws: WebContentError.timeout("probe", seconds: 0.1)) { try await call.value() }
        #expect(calls.count == 0)
    }

    @Test func anAnsweredCallDoesNotTimeOut() async throws {
        let calls = PendingCalls(clock: clock)
        let log = CallLog()
        let task = try waiting(in: calls, timeout: .seconds(1), started: log)
        log.calls.first?.succeed(.bool(true))
        await clock.advance(by: .seconds(2))
        #expect(try await task.value == .bool(true))
    }

    @Test func failAllEndsEveryPendingCallWithItsError() async throws {
        let calls = PendingCalls(clock: clock)
        let tasks = [try waiting(in: calls), try waiting(in: calls), try waiting(in: calls)]
        calls.failAll(.webProcessTerminated(.crashed))
        #expect(calls.count == 0)
        for task in tasks {
            await #expect(throws: WebContentError.webProcessTerminated(.crashed)) { try await task.value }
        }
        // A call started after it is unaffected.
        let log = CallLog()
        let later = try waiting(in: calls, started: log)
        log.calls.first?.succeed(.null)
        #expect(try await later.value == .null)
    }

    @Test func failingOneCallLeavesTheOthers() async throws {
        let calls = PendingCalls(clock: clock)
        let log = CallLog()
        let failed = try waiting(in: calls, started: log)
        let kept = try waiting(in: calls, started: log)
        calls.fail(log.calls[0].id, with: .superseded)
        await #expect(throws: WebContentError.superseded) { try await failed.value }
        #expect(calls.count == 1)
        log.calls[1].succeed(.number(2))
        #expect(try await kept.value == .number(2))
    }

    @Test func cancellingTheAwaitingTaskEndsTheCall() async throws {
        let calls = PendingCalls(clock: clock)
        let log = CallLog()
        let task = try waiting(in: calls, started: log)
        task.cancel()
        await #expect(throws: WebContentError.cancelled) { try await task.value }
        #expect(calls.count == 0)
        // The engine's answer, arriving later, is ignored.
        log.calls.first?.succeed(.number(1))
    }

    @Test func aTaskCancelledBeforeTheCallNeverStartsIt() async throws {
        let calls = PendingCalls(clock: clock)
        let log = CallLog()
        let task = Task { @MainActor in
            withUnsafeCurrentTask { $0?.cancel() }
            let call = try calls.register(JSONValue.self, timeout: .seconds(5), what: "probe")
            log.calls.append(call)
            return try await call.value()
        }
        await #expect(throws: WebContentError.cancelled) { try await task.value }
        #expect(log.calls.isEmpty)
        #expect(calls.count == 0)
    }

    @Test func aCallIsFinishedExactlyOnce() async throws {
        let calls = PendingCalls(clock: clock)
        let log = CallLog()
        let endings = EndingLog()
        let task = try waiting(in: calls, timeout: .seconds(1), started: log)
        let call = try #require(log.calls.first)
        call.whenFinished { endings.failed.append($0) }
        call.fail(.superseded)
        call.succeed(.number(1))
        call.fail(.engineClosed)
        calls.failAll(.engineClosed)
        await clock.advance(by: .seconds(2))
        await #expect(throws: WebContentError.superseded) { try await task.value }
        #expect(endings.failed == [true])
        // A hook added after the end runs at once.
        call.whenFinished { endings.failed.append($0) }
        #expect(endings.failed == [true, true])
    }

    @Test func theFinishHookTellsASuccessFromAFailure() async throws {
        let calls = PendingCalls(clock: clock)
        let endings = EndingLog()
        // Each answers before its caller awaits it (as an engine that answers inside the operation's start):
        // the answer is kept for the caller.
        let succeeding = try calls.register(JSONValue.self, timeout: .seconds(1), what: "probe")
        succeeding.whenFinished { endings.failed.append($0) }
        succeeding.succeed(.string("now"))
        #expect(try await succeeding.value() == .string("now"))
        #expect(endings.failed == [false])
        let failing = try calls.register(JSONValue.self, timeout: .seconds(1), what: "probe")
        failing.whenFinished { endings.failed.append($0) }
        failing.fail(.invalidInput("no"))
        await #expect(throws: WebContentError.invalidInput("no")) { try await failing.value() }
        #expect(endings.failed == [false, true])
    }

    /// A call started while a load is on its way runs in the document the load replaces: the load's end supersedes
    /// it; a failed load keeps the old document and its calls.
    @Test func aCallStartedDuringALoadIsSupersededWhenTheLoadFinishes() async throws {
        let calls = PendingCalls(clock: clock)
        calls.loadStarted()
        let overtaken = try waiting(in: calls)
        calls.loadFinished()
        await #expect(throws: WebContentError.superseded) { try await overtaken.value }
        calls.loadStarted()
        let kept = try waiting(in: calls)
        calls.loadFailed()
        calls.loadFinished()  // a later load's end: the kept call was not started during it
        #expect(calls.count == 1)
        calls.failAll(.cancelled)
        await #expect(throws: WebContentError.cancelled) { try await kept.value }
    }

    @Test func aRegistryOwnedByAnotherActorTimesOutAndCancelsThere() async throws {
        let owner = CallOwner(clock: clock)
        let timingOut = Task { try await owner.call(timeout: .seconds(1)) }
        guard await eventually({ await owner.count != 0 }) else { Issue.record("the call was not registered"); return }
        await clock.advance(by: .seconds(1))
        guard await settle(clock, until: { await owner.count == 0 }) else {
            Issue.record("no timeout in 120 s"); return
        }
        await #expect(throws: WebContentError.timeout("owned", seconds: 1)) { try await timingOut.value }
        let cancelled = Task { try await owner.call(timeout: .seconds(1)) }
        guard await eventually({ await owner.count != 0 }) else { Issue.record("the call was not registered"); return }
        cancelled.cancel()
        await #expect(throws: WebContentError.cancelled) { try await cancelled.value }
        #expect(await owner.count == 0)
    }
}

/// The calls a test's registry started, in order.
@MainActor
final class CallLog {
    var calls: [PendingCall<JSONValue>] = []
}

/// What finish hooks were told, in order.
@MainActor
final class EndingLog {
    var failed: [Bool] = []
}

/// An owner that is not the main actor, as the GTK adapter's GLib actor is not.
actor CallOwner {
    private let calls: PendingCalls

    init(clock: TestClock<Duration>) {
        calls = PendingCalls(clock: clock)
    }

    var count: Int { calls.count }

    func call(timeout: Duration) async throws -> JSONValue {
        let call = try calls.register(JSONValue.self, timeout: timeout, what: "owned")
        return try await call.value()
    }
}
