import Foundation
import Testing

/// WebKit's rule for the completion handlers it passes to a delegate (a navigation's decision handler, a message's
/// reply handler, a dialog's completion handler): called exactly once. Apple's WebKit raises an Objective-C
/// exception when one is called twice or released uncalled ("Completion handler passed to … was not called");
/// the shim records an issue in the running test instead, so a breach fails the test that caused it.
final class CompletionCheck: @unchecked Sendable {
    private let lock = NSLock()
    private let name: String
    private var called = false
    /// Answers WebKitGTK for a handler released uncalled, so the page does not wait forever.
    private let fallback: @Sendable () -> Void

    init(_ name: String, fallback: @escaping @Sendable () -> Void) {
        self.name = name
        self.fallback = fallback
    }

    /// Whether this is the first call; a later one is recorded as the breach it is.
    func first() -> Bool {
        let first = lock.withLock {
            defer { called = true }
            return !called
        }
        if !first { Issue.record("WebKit raises: the completion handler of \(name) was called more than once") }
        return first
    }

    deinit {
        if !called {
            Issue.record("WebKit raises: the completion handler of \(name) was not called")
            fallback()
        }
    }
}
