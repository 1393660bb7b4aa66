import Foundation
import Testing

@testable import WebContentCore

/// The engine-free helpers every adapter builds on: value conversion, exactly-once decisions (the pending calls have their own suite).
@MainActor
@Suite struct AdapterSupportTests {
    @Test func valuesRoundTripThroughFoundationObjects() throws {
        let value = JSONValue.object([
            "text": .string("quote \" </script> \u{2028} nul \u{0} emoji 🧪"),
            "list": .array([.number(1.5), .bool(true), .bool(false), .null]),
            "nested": .object(["n": .number(-42)]),
        ])
        let object = try FoundationJSON.object(value)
        #expect(try FoundationJSON.value(object) == value)
    }

    @Test func nothingAndBoxedNothingAreNull() throws {
        #expect(FoundationJSON.text(nil) == "null")
        // WebKit's Swift overlay boxes `undefined` as an Optional.none inside Any.
        let boxed: Any = Optional<Any>.none as Any
        #expect(try FoundationJSON.value(boxed) == .null)
    }

    @Test func aDecisionIsAppliedExactlyOnce() {
        let log = PolicyLog()
        let decision = DecisionOnce { policy in log.policies.append(policy) }
        decision.decide(.allow)
        decision.decide(.cancel)
        #expect(log.policies == [.allow])
        #expect(!decision.isPending)
    }

    @Test func anUndecidedNavigationIsCancelledAtItsDeadline() async throws {
        let log = PolicyLog()
        let decision = DecisionOnce { policy in log.policies.append(policy) }
        var expired = false
        decision.expire(after: .milliseconds(50), with: .cancel) { expired = true }
        try await Task.sleep(for: .milliseconds(300))
        #expect(log.policies == [.cancel])
        #expect(expired)
        // Negative control: decided in time, the deadline does nothing.
        let onTime = DecisionOnce { policy in log.policies.append(policy) }
        var onTimeExpired = false
        onTime.expire(after: .milliseconds(50), with: .cancel) { onTimeExpired = true }
        onTime.decide(.allow)
        try await Task.sleep(for: .milliseconds(300))
        #expect(log.policies == [.cancel, .allow])
        #expect(!onTimeExpired)
    }
}

/// A navigation policy as an engine would have one.
enum TestPolicy: Sendable, Equatable { case allow, cancel }

/// Records the policies a decision handler received.
@MainActor
final class PolicyLog {
    var policies: [TestPolicy] = []
}
