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
    private var jobs: [@GLibActor @Sendable () async -> Void] = []
    private var draining = false

    /// Runs `job` on the GLib thread after every job posted before it.
    func post(_ job: @escaping @GLibActor @Sendable () -> Void) {
        postAwaiting { job() }
    }

    /// Runs `job` on the GLib thread after every job posted before it; the jobs posted after it wait until it
    /// ends. A resize is one: on Apple the frame holds for whatever comes next (WebKit's messages to the web
    /// process keep their order), while the X server applies a GTK resize some frames later.
    func postAwaiting(_ job: @escaping @GLibActor @Sendable () async -> Void) {
        let startsDrain = lock.withLock {
            jobs.append(job)
            defer { draining = true }
            return !draining
        }
        // Each drain takes jobs in order from one list, so the order holds however the drains are scheduled.
        if startsDrain { Task { @GLibActor in await self.drain() } }
    }

    @GLibActor
    private func drain() async {
        while let job = next() { await job() }
    }

    private func next() -> (@GLibActor @Sendable () async -> Void)? {
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
