import Foundation

/// Runs synchronous CPU-bound work on a thread of its own and awaits it.
///
/// The fuzz reads multi-megabyte messages for seconds of CPU at a time. On the cooperative pool (two threads on a
/// two-core machine) two such loops hold both threads, and every suite sharing the test process (the Apple
/// adapter's real-engine suites under `make test`) waits that long for each `await` to resume: a reply that takes
/// milliseconds missed its 5 s window. A thread of its own is scheduled by the kernel beside the others instead.
enum ReadingThread {
    static func run<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: work()) }
            thread.name = "mail fuzz reading"
            thread.start()
        }
    }
}
