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
