package import WebContentCore

/// The numbers of an engine's loads: a load asked for later supersedes every earlier one, whatever order the
/// waits in between (a rule-list compile, a hop to another thread) let them arrive in; and the end of them all when
/// the engine closes.
///
/// The side that asks for loads ``take()``s a ticket; the side that runs them ``start(_:)``s it and checks work
/// made for a document with ``ensureCurrent(_:)``. Both sides use one value: the WebKit adapter holds it, and the
/// WebKitGTK adapter shares it between its main-actor engine (which takes) and its GLib-thread host (which starts).
package struct LoadTickets: Sendable {
    /// The newest ticket taken or started: the load asked for last.
    package private(set) var newest: UInt64 = 0
    /// The newest ticket started: the load the view runs, or ran last.
    package private(set) var started: UInt64 = 0
    /// Whether the engine closed: no load starts and no document is current any more.
    package private(set) var isClosed = false

    /// No load yet.
    package init() {}

    /// A ticket for a new load, newer than every earlier one.
    package mutating func take() -> UInt64 {
        newest += 1
        return newest
    }

    /// Starts the load `ticket`: it fails with `.superseded` when a newer load was asked for or started first, so a
    /// late arrival never replaces the load that overtook it, and a load already overtaken never starts; with
    /// `.engineClosed` once the engine closed.
    package mutating func start(_ ticket: UInt64) throws(WebContentError) {
        guard !isClosed else { throw .engineClosed }
        guard ticket > started, ticket >= newest else { throw .superseded }
        started = ticket
        newest = ticket
    }

    /// Fails with `.superseded` when a load newer than `ticket` was asked for or started, and with `.engineClosed`
    /// once the engine closed.
    package func ensureCurrent(_ ticket: UInt64) throws(WebContentError) {
        if isClosed { throw .engineClosed }
        if ticket < newest { throw .superseded }
    }

    /// The engine closes; true the first time, so the one who closes it tears it down once.
    package mutating func close() -> Bool {
        defer { isClosed = true }
        return !isClosed
    }
}
