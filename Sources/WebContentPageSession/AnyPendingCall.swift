import WebContentCore

/// What the registry can do to a call without knowing its value type.
protocol AnyPendingCall: AnyObject {
    /// The call's number in its registry.
    var id: UInt64 { get }

    /// Fails the call, unless it answered already.
    func fail(_ error: WebContentError)
}
