#if canImport(CWebKitGTK)
import CWebKitGTK
import Foundation
import WebContentCore

/// The serial executor behind ``GLibActor``: one dedicated thread that runs `gtk_init` and the GLib main loop.
///
/// Jobs are posted to the default main context with `g_idle_add_full`, so they interleave with GTK and WebKit
/// events on the only thread GTK allows. Jobs enqueued before GTK is up wait in a list until it is.
final class GLibExecutor: SerialExecutor, @unchecked Sendable {
    /// The one GLib thread of the process.
    static let shared = GLibExecutor()

    /// Why the GLib thread could not start GTK.
    enum StartupError: Error, Sendable { case noDisplay(String) }

    private let lock = NSLock()
    private var started = false
    private var ready = false
    private var startupFailure: String?
    private var pending: [UnownedJob] = []
    private var waiters: [CheckedContinuation<Void, any Error>] = []
    private var thread: pthread_t?

    private init() {}

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        lock.lock()
        startIfNeededLocked()
        guard ready else {
            pending.append(job)
            lock.unlock()
            return
        }
        lock.unlock()
        post(job)
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor { UnownedSerialExecutor(ordinary: self) }

    func checkIsolated() {
        precondition(isOnGLibThread, "not on the GLib thread")
    }

    /// Whether the calling thread is the GLib thread.
    var isOnGLibThread: Bool {
        lock.lock()
        defer { lock.unlock() }
        guard let thread else { return false }
        return pthread_equal(thread, pthread_self()) != 0
    }

    /// Starts the GLib thread if needed, without waiting for it.
    func start() {
        lock.lock()
        startIfNeededLocked()
        lock.unlock()
    }

    /// Starts the GLib thread if needed and returns once GTK is initialised; throws when it cannot be.
    func waitUntilReady() async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            lock.lock()
            startIfNeededLocked()
            if ready {
                lock.unlock()
                continuation.resume()
            } else if let startupFailure {
                lock.unlock()
                continuation.resume(throwing: StartupError.noDisplay(startupFailure))
            } else {
                waiters.append(continuation)
                lock.unlock()
            }
        }
    }

    /// Stops the GLib thread for good (it waits forever inside a high-priority source) so that nothing it
    /// would do on losing its X server, such as GDK's `exit(1)`, can race the process's own exit.
    ///
    /// For the exit hook only. Returns once the thread is parked, or after `timeout` seconds if it is busy.
    func parkForExit(timeout: Double) {
        lock.lock()
        let running = ready
        lock.unlock()
        guard running, !isOnGLibThread else { return }
        let parked = DispatchSemaphore(value: 0)
        let box = Unmanaged.passRetained(ParkBox(parked)).toOpaque()
        g_idle_add_full(
            G_PRIORITY_HIGH,
            { data in
                let box = Unmanaged<ParkBox>.fromOpaque(data!).takeRetainedValue()
                box.parked.signal()
                // Never resumed: the process is exiting.
                DispatchSemaphore(value: 0).wait()
                return 0
            }, box, nil)
        _ = parked.wait(timeout: .now() + timeout)
    }

    private func startIfNeededLocked() {
        guard !started else { return }
        started = true
        let thread = Thread { GLibExecutor.shared.main() }
        thread.name = "WebContentGTK.GLib"
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// The GLib thread's body: display, GTK, then the main loop forever.
    private func main() {
        lock.lock()
        thread = pthread_self()
        lock.unlock()
        StartupTimeline.mark("glib")
        HeadlessDisplay.prepareEnvironment()
        ChildProcessReaper.installExitHook()
        var failure = HeadlessDisplay.startMissing()
        // GTK names the application to assistive technology by GLib's program name, read when it starts: without
        // one a screen reader announces "Unnamed". An app that set its own keeps it.
        if g_get_prgname() == nil { g_set_prgname(ProcessInfo.processInfo.processName) }
        if failure == nil, gtk_init_check() == 0 {
            failure = "gtk_init_check failed (DISPLAY=\(ProcessInfo.processInfo.environment["DISPLAY"] ?? "unset"))"
        }
        StartupTimeline.mark("gtk")
        let loop = g_main_loop_new(nil, 0)
        lock.lock()
        let jobs = pending
        let waiting = waiters
        pending = []
        waiters = []
        if let failure { startupFailure = failure } else { ready = true }
        lock.unlock()
        for job in jobs { post(job) }
        for waiter in waiting {
            if let failure { waiter.resume(throwing: StartupError.noDisplay(failure)) } else { waiter.resume() }
        }
        g_main_loop_run(loop)
    }

    private func post(_ job: UnownedJob) {
        let box = Unmanaged.passRetained(JobBox(job)).toOpaque()
        g_idle_add_full(
            G_PRIORITY_DEFAULT,
            { data in
                let box = Unmanaged<JobBox>.fromOpaque(data!).takeRetainedValue()
                box.job.runSynchronously(on: GLibExecutor.shared.asUnownedSerialExecutor())
                return 0  // G_SOURCE_REMOVE
            }, box, nil)
    }
}

/// Carries the park signal through GLib's `gpointer`.
private final class ParkBox: @unchecked Sendable {
    let parked: DispatchSemaphore
    init(_ parked: DispatchSemaphore) { self.parked = parked }
}

/// Carries one job through GLib's `gpointer`.
private final class JobBox: @unchecked Sendable {
    let job: UnownedJob
    init(_ job: UnownedJob) { self.job = job }
}
#endif
