import Clocks
import Testing

@testable import WebContentCore
@testable import WebContentPageSession

/// Calls answered through a completion handler, as WKWebView's are: the handler finishes its own call once, and
/// does nothing once the call ended.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct PendingCallsCompletionTests {
    /// The completions `completion(for:)` handed out, in order.
    final class Handlers {
        var answers: [@MainActor @Sendable (Result<Int, WebContentError>) -> Void] = []
    }

    let calls = PendingCalls(clock: TestClock())

    private func waiting(_ handlers: Handlers) throws -> Task<Int, any Error> {
        let call = try calls.register(Int.self, timeout: .seconds(5), what: "probe")
        handlers.answers.append(calls.completion(for: call))
        return Task { @MainActor in try await call.value() }
    }

    @Test func theHandlerAnswersItsOwnCall() async throws {
        let handlers = Handlers()
        let first = try waiting(handlers)
        let second = try waiting(handlers)
        handlers.answers[1](.success(2))
        handlers.answers[0](.failure(.javaScript(name: "TypeError", message: "no")))
        #expect(try await second.value == 2)
        await #expect(throws: WebContentError.javaScript(name: "TypeError", message: "no")) { try await first.value }
        #expect(calls.count == 0)
    }

    @Test func anAnswerAfterTheCallEndedDoesNothing() async throws {
        let handlers = Handlers()
        let task = try waiting(handlers)
        calls.failAll(.superseded)
        handlers.answers[0](.success(1))
        await #expect(throws: WebContentError.superseded) { try await task.value }
    }

    @Test func anAnswerAfterTheRegistryWentDoesNothing() async throws {
        final class Owner { var calls: PendingCalls? = PendingCalls(clock: TestClock()) }
        let (owner, handlers) = (Owner(), Handlers())
        let call = try #require(try owner.calls?.register(Int.self, timeout: .seconds(5), what: "probe"))
        handlers.answers.append(try #require(owner.calls?.completion(for: call)))
        let task = Task { @MainActor in try await call.value() }
        owner.calls?.failAll(.engineClosed)
        await #expect(throws: WebContentError.engineClosed) { try await task.value }
        weak let registry = owner.calls
        owner.calls = nil
        #expect(registry == nil, "the handler keeps no registry alive")
        handlers.answers[0](.success(1))  // nothing to find the call in: nothing happens
    }
}
