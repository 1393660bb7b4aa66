import Clocks
import Testing

@testable import WebContentCore
@testable import WebContentPageSession

/// Calls answered through a completion handler, as WKWebView's are: the handler finishes its own call once, and
/// does nothing once the call ended.
@MainActor
@Suite struct PendingCallsCompletionTests {
    /// The handlers `runWithCompletion` handed out, in order.
    final class Handlers {
        var answers: [@MainActor @Sendable (Result<Int, WebContentError>) -> Void] = []
    }

    let calls = PendingCalls(clock: TestClock())

    private func waiting(_ handlers: Handlers) async -> Task<Int, any Error> {
        let before = handlers.answers.count
        let task = Task { @MainActor in
            try await calls.runWithCompletion(Int.self, timeout: .seconds(5), what: "probe") { answer in
                handlers.answers.append(answer)
            }
        }
        await yield(until: { handlers.answers.count != before })
        return task
    }

    @Test func theHandlerAnswersItsOwnCall() async throws {
        let handlers = Handlers()
        let first = await waiting(handlers)
        let second = await waiting(handlers)
        handlers.answers[1](.success(2))
        handlers.answers[0](.failure(.javaScript(name: "TypeError", message: "no")))
        #expect(try await second.value == 2)
        await #expect(throws: WebContentError.javaScript(name: "TypeError", message: "no")) { try await first.value }
        #expect(calls.count == 0)
    }

    @Test func anAnswerAfterTheCallEndedDoesNothing() async throws {
        let handlers = Handlers()
        let task = await waiting(handlers)
        calls.failAll(.superseded)
        handlers.answers[0](.success(1))
        await #expect(throws: WebContentError.superseded) { try await task.value }
    }

    @Test func anAnswerAfterTheRegistryWentDoesNothing() async throws {
        final class Owner { var calls: PendingCalls? = PendingCalls(clock: TestClock()) }
        let (owner, handlers) = (Owner(), Handlers())
        let task = Task { @MainActor in
            try await owner.calls?.runWithCompletion(Int.self, timeout: .seconds(5), what: "probe") {
                handlers.answers.append($0)
            }
        }
        await yield(until: { !handlers.answers.isEmpty })
        owner.calls?.failAll(.engineClosed)
        await #expect(throws: WebContentError.engineClosed) { try await task.value }
        weak let registry = owner.calls
        owner.calls = nil
        #expect(registry == nil, "the handler keeps no registry alive")
        handlers.answers[0](.success(1))  // nothing to find the call in: nothing happens
    }
}
