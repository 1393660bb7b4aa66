#if canImport(CWebKitGTK)
import CWebKitGTK
import WebContentCore
import WebContentPageSession

extension PendingCall {
    /// A GIO cancellable for the WebKit operation behind this waiting call: cancelled when the call fails
    /// (its deadline, the caller's cancellation, a newer load, a dead web process), so WebKit drops the work;
    /// our reference goes when the call finishes (WebKit's task holds its own while it runs).
    ///
    /// Made between registering the call and starting its operation, while it waits: a finished call has nothing
    /// left to cancel.
    func makeCancellable() -> UnsafeMutablePointer<GCancellable> {
        precondition(isPending, "a cancellable for a call that finished")
        let cancellable = g_cancellable_new()!
        whenFinished { failed in
            if failed { g_cancellable_cancel(cancellable) }
            g_object_unref(UnsafeMutableRawPointer(cancellable))
        }
        return cancellable
    }
}
#endif
