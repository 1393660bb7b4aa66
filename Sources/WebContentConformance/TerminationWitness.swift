public import WebContentCore

/// An engine delegate that counts web-process terminations and passes each on to the module.
///
/// Recovery tests put it between the engine and the Interactor, so they can show the kill landed instead of
/// trusting that a render which ended with the right height was ever disturbed.
@MainActor
public final class TerminationWitness: WebEngineDelegate {
    /// The delegate the events go on to (held strongly: the engine holds this witness weakly).
    public let next: any WebEngineDelegate
    /// Every termination seen, in order.
    public private(set) var terminations: [WebProcessTerminationReason] = []

    /// A witness passing each termination on to `next`.
    public init(forwardingTo next: any WebEngineDelegate) {
        self.next = next
    }

    /// Puts a witness in front of `engine`'s delegate; keep the result alive for as long as it should watch.
    public static func install(on engine: any WebEngine) -> TerminationWitness? {
        guard let delegate = engine.engineDelegate else { return nil }
        let witness = TerminationWitness(forwardingTo: delegate)
        engine.engineDelegate = witness
        return witness
    }

    /// Records the termination and passes it on.
    public func webEngine(_ engine: any WebEngine, webProcessDidTerminate reason: WebProcessTerminationReason) {
        terminations.append(reason)
        next.webEngine(engine, webProcessDidTerminate: reason)
    }
}
