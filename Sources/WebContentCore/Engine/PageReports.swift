/// What an engine knows of its current document from the page and the engine: the attempts it counted, the
/// content size and the title, kept by the same rules on every engine.
///
/// Public only so that a ``PageReportingEngine`` can hand it over; an app reads it through the engine's
/// ``WebEngine/attempts``, ``WebPresentation/contentSize`` and ``WebPresentation/title``.
public struct PageReports: Hashable, Sendable {
    /// What the content attempted since the last load.
    package var attempts = ContentAttempts()
    /// The content size the page last reported, in CSS pixels; zero until the document reports one.
    package var contentSize = ContentSize.zero
    /// The page title; nil when the document has none.
    package var title: String?

    /// Nothing reported yet.
    package init() {}

    /// Forgets what the previous document attempted and measured, as a load starts; its title stays until the
    /// engine reports the new document's.
    package mutating func loadStarted() {
        attempts = ContentAttempts()
        contentSize = .zero
    }

    /// Forgets everything, title included: a reset engine shows no document.
    package mutating func forgetAll() {
        self = PageReports()
    }

    /// Records what the page reported on its own: its size, and the remote loads its policy stopped.
    package mutating func record(_ event: PageEvent) {
        if case .contentSize(let size, _) = event { contentSize = size }
        attempts.count(event)
    }

    /// Records the title the engine reports; true when it changed.
    ///
    /// Engines report a document without a `<title>` as "": that is no title.
    package mutating func titleChanged(to reported: String?) -> Bool {
        let value = reported?.isEmpty == false ? reported : nil
        guard value != title else { return false }
        title = value
        return true
    }
}

/// An engine that keeps what it knows of its current document as the core's ``PageReports``: both of this package's
/// engines.
///
/// Its attempts, content size and title are read from there, the same way on each.
@MainActor
public protocol PageReportingEngine: ConfiguredWebEngine {
    /// The attempts, content size and title of the current document.
    var reports: PageReports { get }
}

extension PageReportingEngine {
    /// What the content attempted since the last load: dialogs, navigations, remote loads.
    public var attempts: ContentAttempts { reports.attempts }
    /// The content size the page last reported, in CSS pixels; zero after a load starts.
    public var contentSize: ContentSize { reports.contentSize }
    /// The page title the engine reports; nil when it is empty.
    public var title: String? { reports.title }
}
