package import WebContentCore

/// A ``PageReportingEngine`` whose adapter records the reports: what both adapters do when their engine tells of
/// a page event, a title or a dialog.
@MainActor
package protocol PageReportRecording: PageReportingEngine {
    /// The attempts, size and title of the current document, written by the adapter.
    var reports: PageReports { get set }
}

extension PageReportRecording {
    /// Records what the page reported on its own, and tells the presentation delegate of taps and size changes.
    package func record(_ event: PageEvent) {
        reports.record(event)
        report(event)
    }

    /// Tells the presentation delegate of the engine's new title, when it changes the title the core reports.
    package func titleChanged(to raw: String?) {
        guard reports.titleChanged(to: raw) else { return }
        presentationDelegate?.webPresentation(self, didChangeTitle: title)
    }

    /// Counts a dialog the content tried to open (alert, confirm, prompt, print): none is ever shown.
    package func dialogAttempted() {
        reports.attempts.dialogs += 1
    }
}
