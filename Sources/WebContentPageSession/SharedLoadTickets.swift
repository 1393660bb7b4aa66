import Foundation
package import WebContentCore

/// The one ``LoadTickets`` value of an engine, which its page session owns (``PageSession/tickets``), shared with the
/// side of the adapter that runs elsewhere: WebKitGTK's main-actor engine takes a ticket when its caller asks for a
/// load or a call, and its GLib-thread host starts the load, checks each call against it and closes it.
///
/// One value, so the host knows of a load the moment it is asked for: a call made for the older document then
/// fails at once, as on the WebKit adapter, instead of running in a document about to be replaced. And the engine
/// knows the host closed without asking the GLib thread.
///
/// Behind a lock of Foundation's, not `Synchronization.Mutex`: the session builds for the Apple platforms the package
/// supports, older than Mutex.
package final class SharedLoadTickets: @unchecked Sendable {
    private let lock = NSLock()
    private var tickets = LoadTickets()

    /// No load yet.
    package init() {}

    /// A ticket for a new load (``LoadTickets/take()``).
    package func take() -> UInt64 { locked { $0.take() } }

    /// The newest ticket taken or started.
    package var newest: UInt64 { locked { $0.newest } }

    /// The newest ticket started.
    package var started: UInt64 { locked { $0.started } }

    /// Whether the engine closed (``LoadTickets/isClosed``).
    package var isClosed: Bool { locked { $0.isClosed } }

    /// Closes the engine's tickets; true the first time (``LoadTickets/close()``).
    package func close() -> Bool { locked { $0.close() } }

    /// Starts the load `ticket` (``LoadTickets/start(_:)``).
    package func start(_ ticket: UInt64) throws(WebContentError) {
        try locked { tickets throws(WebContentError) in try tickets.start(ticket) }
    }

    /// Fails with `.superseded` when a load newer than `ticket` was asked for (``LoadTickets/ensureCurrent(_:)``).
    package func ensureCurrent(_ ticket: UInt64) throws(WebContentError) {
        try locked { tickets throws(WebContentError) in try tickets.ensureCurrent(ticket) }
    }

    private func locked<T, Failure: Error>(_ body: (inout LoadTickets) throws(Failure) -> T) throws(Failure) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&tickets)
    }
}
