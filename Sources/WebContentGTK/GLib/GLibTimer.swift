#if canImport(CWebKitGTK)
import CWebKitGTK
import WebContentCore

/// One-shot GLib timeouts whose body runs as GLib-actor code.
enum GLibTimer {
    /// Runs `body` once after `delay` on the GLib thread; returns the source id for `cancel`.
    @GLibActor
    @discardableResult
    static func schedule(after delay: Duration, _ body: @escaping @GLibActor () -> Void) -> guint {
        let token = Unmanaged.passRetained(TimerBody(body)).toOpaque()
        return g_timeout_add_full(
            G_PRIORITY_DEFAULT, milliseconds(delay),
            { data in
                let body = Unmanaged<TimerBody>.fromOpaque(data!).takeUnretainedValue()
                GLibActor.assumeIsolated { body.run() }
                return 0  // G_SOURCE_REMOVE: one shot
            }, token, { data in Unmanaged<TimerBody>.fromOpaque(data!).release() })
    }

    /// Cancels a timer that has not fired yet.
    ///
    /// Never pass the id of one that fired.
    @GLibActor
    static func cancel(_ source: guint) {
        if source != 0 { g_source_remove(source) }
    }

    /// Whole milliseconds, rounded up, at least 1.
    static func milliseconds(_ duration: Duration) -> guint {
        let seconds = duration.seconds
        return guint(max(1, min(Double(UInt32.max), (seconds * 1000).rounded(.up))))
    }
}

/// A timer's body behind GLib's `gpointer`.
private final class TimerBody: @unchecked Sendable {
    private let body: @GLibActor () -> Void
    init(_ body: @escaping @GLibActor () -> Void) { self.body = body }
    @GLibActor func run() { body() }
}
#endif
