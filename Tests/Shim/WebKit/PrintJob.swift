import Foundation
import WebContentGTK

/// One print in flight, through GLib's `gpointer`: what it tells when it ends (once: "failed" comes before
/// "finished" when printing fails).
final class PrintJob: @unchecked Sendable {
    private let done: @GLibActor @Sendable (_ failure: String?) -> Void
    private var answered = false

    init(done: @escaping @GLibActor @Sendable (_ failure: String?) -> Void) { self.done = done }

    /// Tells that the print ended, with what failed, if anything.
    @GLibActor
    func finish(_ failure: String?) {
        guard !answered else { return }
        answered = true
        done(failure)
    }
}
