#if canImport(CWebKitGTK)
import Synchronization
import WebContentCore
import WebContentPageSession

/// The one ``LoadTickets`` value of an engine, shared by its main-actor engine, which takes a ticket when its caller
/// asks for a load or a call, and its GLib-thread host, which starts the load, checks each call against it and
/// closes it.
///
/// One value, so the host knows of a load the moment it is asked for: a call made for the older document then
/// fails at once, as on the WebKit adapter, instead of running in a document about to be replaced. And the engine
/// knows the host closed without asking the GLib thread.
final class SharedLoadTickets: Sendable {
    private let tickets = Mutex(LoadTickets())

    /// A ticket for a new load (``LoadTickets/take()``).
    func take() -> UInt64 { tickets.withLock { $0.take() } }

    /// The newest ticket taken or started.
    var newest: UInt64 { tickets.withLock { $0.newest } }

    /// The newest ticket started.
    var started: UInt64 { tickets.withLock { $0.started } }

    /// Whether the engine closed (``LoadTickets/isClosed``).
    var isClosed: Bool { tickets.withLock { $0.isClosed } }

    /// Closes the engine's tickets; true the first time (``LoadTickets/close()``).
    func close() -> Bool { tickets.withLock { $0.close() } }

    /// Starts the load `ticket` (``LoadTickets/start(_:)``).
    func start(_ ticket: UInt64) throws(WebContentError) {
        try tickets.withLock { tickets in Result { () throws(WebContentError) in try tickets.start(ticket) } }.get()
    }

    /// Fails with `.superseded` when a load newer than `ticket` was asked for (``LoadTickets/ensureCurrent(_:)``).
    func ensureCurrent(_ ticket: UInt64) throws(WebContentError) {
        try tickets.withLock { tickets in Result { () throws(WebContentError) in try tickets.ensureCurrent(ticket) } }
            .get()
    }
}
#endif
