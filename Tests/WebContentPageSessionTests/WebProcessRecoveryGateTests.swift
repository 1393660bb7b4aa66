import Testing

@testable import WebContentCore
@testable import WebContentPageSession

/// The iOS recovery rule: a web process that died while the app was not active is recovered once it is again.
@Suite(.timeLimit(.minutes(10))) struct WebProcessRecoveryGateTests {
    /// Feeds `events` to `gate` and returns, for each, whether the engine recovers then.
    func feed(_ gate: inout WebProcessRecoveryGate, _ events: [WebProcessRecoveryGate.Event]) -> [Bool] {
        events.map { gate.handle($0) }
    }

    @Test func aDeathWhileActiveRecoversAtOnce() {
        var gate = WebProcessRecoveryGate()
        #expect(feed(&gate, [.processTerminated]) == [true])
        #expect(!gate.isRecoveryWaiting)
    }

    @Test func aDeathInTheBackgroundWaitsForTheAppToBeActive() {
        var gate = WebProcessRecoveryGate()
        #expect(feed(&gate, [.appResignedActive, .processTerminated]) == [false, false])
        #expect(gate.isRecoveryWaiting)
        #expect(feed(&gate, [.appBecameActive]) == [true])
        #expect(!gate.isRecoveryWaiting)
    }

    @Test func severalDeathsInTheBackgroundMakeOneRecovery() {
        var gate = WebProcessRecoveryGate(appIsActive: false)
        #expect(feed(&gate, [.processTerminated, .processTerminated, .appBecameActive]) == [false, false, true])
        // Active again with nothing held: becoming active once more recovers nothing.
        #expect(feed(&gate, [.appResignedActive, .appBecameActive]) == [false, false])
    }

    @Test func becomingActiveWithoutADeathRecoversNothing() {
        var gate = WebProcessRecoveryGate(appIsActive: false)
        #expect(feed(&gate, [.appBecameActive]) == [false])
        #expect(gate.isAppActive)
    }

    @Test func aCancelledWaitIsNotRecoveredLater() {
        var gate = WebProcessRecoveryGate(appIsActive: false)
        #expect(feed(&gate, [.processTerminated]) == [false])
        gate.cancelWaitingRecovery()
        #expect(feed(&gate, [.appBecameActive]) == [false])
    }

    /// The order UIKit posts around a background kill, then a crash while the app is in use.
    @Test func aBackgroundKillThenACrashInUse() {
        var gate = WebProcessRecoveryGate()
        let events: [WebProcessRecoveryGate.Event] = [
            .appResignedActive, .processTerminated, .appBecameActive, .processTerminated,
        ]
        #expect(feed(&gate, events) == [false, false, true, true])
    }
}
