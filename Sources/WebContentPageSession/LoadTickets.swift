package import WebContentCore

/// The numbers of an engine's loads: a load asked for later supersedes every earlier one, whatever order the
/// waits in between (a rule-list compile, a hop to another thread) let them arrive in.
///
/// The side that asks for loads ``take()``s a ticket; the side that runs them ``start(_:)``s it and checks work
/// made for a document with ``ensureCurrent(_:)``. One engine may keep both sides in one value (WebKit) or one on
/// each thread (WebKitGTK: the engine takes, its host starts).
package struct LoadTickets: Sendable {
    /// The newest ticket taken or started.
    package private(set) var newest: UInt64 = 0

    /// No load yet.
    package init() {}

    /// A ticket for a new load, newer than every earlier one.
    package mutating func take() -> UInt64 {
        newest += 1
        return newest
    }

    /// Starts the load `ticket`: it fails with `.superseded` when a newer load started first, so a late arrival
    /// never replaces the load that overtook it.
    package mutating func start(_ ticket: UInt64) throws(WebContentError) {
        guard ticket > newest else { throw .superseded }
        newest = ticket
    }

    /// Fails with `.superseded` when a load newer than `ticket` was asked for or started.
    package func ensureCurrent(_ ticket: UInt64) throws(WebContentError) {
        if ticket < newest { throw .superseded }
    }
}
