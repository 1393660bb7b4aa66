#if canImport(CWebKitGTK)
/// The global actor of every GTK and WebKit call: its executor is the one thread running the GLib main loop.
@globalActor
public actor GLibActor {
    /// The one GLib actor.
    public static let shared = GLibActor()

    /// The executor of the thread running the GLib main loop.
    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        GLibExecutor.shared.asUnownedSerialExecutor()
    }

    /// Runs `operation` as GLib-actor code from a C callback that GLib invoked on its own thread (a GTK signal
    /// handler of the app's own, say).
    ///
    /// Traps when called on any other thread, like `MainActor.assumeIsolated`.
    @discardableResult
    public static func assumeIsolated<T: Sendable>(_ operation: @GLibActor () throws -> T) rethrows -> T {
        GLibExecutor.shared.checkIsolated()
        return try withoutActuallyEscaping(operation) { operation in
            try unsafeBitCast(operation, to: (() throws -> T).self)()
        }
    }
}
#endif
