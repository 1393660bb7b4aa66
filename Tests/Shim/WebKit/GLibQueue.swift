import Foundation
import WebContentGTK

/// Hands WebKitGTK work from the main actor (where Apple's WebKit API lives) to the GLib thread that owns GTK
/// (WebContentGTK's ``GLibActor``, shared with the GTK adapter: GTK allows one thread per process), in the order
/// it was asked for.
///
/// Apple's calls return at once and report later; so do these jobs, which is why nothing here ever waits for the
/// other thread: the main thread never blocks on GLib, and GLib never blocks on the main thread.
final class GLibQueue: @unchecked Sendable {
    static let shared = GLibQueue()

    private let lock = NSLock()
    private var jobs: [@GLibActor @Sendable () -> Void] = []
    private var draining = false

    /// Runs `job` on the GLib thread after every job posted before it.
    func post(_ job: @escaping @GLibActor @Sendable () -> Void) {
        let startsDrain = lock.withLock {
            jobs.append(job)
            defer { draining = true }
            return !draining
        }
        // Each drain takes jobs in order from one list, so the order holds however the drains are scheduled.
        if startsDrain { Task { @GLibActor in self.drain() } }
    }

    @GLibActor
    private func drain() {
        while let job = next() { job() }
    }

    private func next() -> (@GLibActor @Sendable () -> Void)? {
        lock.withLock {
            guard !jobs.isEmpty else {
                draining = false
                return nil
            }
            return jobs.removeFirst()
        }
    }
}

/// Hands what WebKitGTK reported on the GLib thread to the main actor, in order (the main dispatch queue is FIFO),
/// where Apple's WebKit calls its delegates and completion handlers.
enum MainQueue {
    static func post(_ job: @escaping @MainActor @Sendable () -> Void) {
        DispatchQueue.main.async { MainActor.assumeIsolated { job() } }
    }
}
