import Foundation

/// A yes or no from the GLib thread that a main-actor caller waits for: Apple's `NSPrintOperation.run()` blocks
/// its thread until the print ends, so the shim's does too. The GLib thread never waits for the main thread, so
/// this cannot deadlock.
final class BlockingOutcome: @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var value = false

    /// Sets the answer and wakes the waiting thread.
    func set(_ value: Bool) {
        lock.withLock { self.value = value }
        semaphore.signal()
    }

    /// Waits for ``set(_:)`` and returns its answer.
    func wait() -> Bool {
        semaphore.wait()
        return lock.withLock { value }
    }
}
