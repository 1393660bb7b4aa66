/// What the engine reported about the latest load so far, each report with the time since the load was asked for:
/// a load that never ends says in its render's error how far it got (the web process never committed it, the view
/// never asked for its served document, a finish was passed over as another load's).
package struct LoadProgress {
    /// One of the engine's reports on a load.
    package enum Report: String, Sendable {
        /// The engine started a navigation after the load was asked for.
        case started
        /// The content scheme served the load's document to the view.
        case served
        /// The navigation committed: a web process took the document.
        case committed
        /// A navigation finished before the load's document was served, so it was taken for another load's.
        case finishPassedOver = "finish passed over"
        /// A navigation finished and the document's marker is being read.
        case markerRead = "marker read"
        /// The marker read showed another load's document, or could not be read.
        case markerRefused = "marker refused"
        /// A navigation the engine cancelled (only a newer load's start cancels one).
        case cancelled
        /// A navigation failed.
        case failed
    }

    private var reports: [(Report, Duration)] = []
    private let elapsed: () -> Duration

    /// A load asked for now, on the stopwatch `elapsed`.
    init(elapsed: @escaping () -> Duration) {
        self.elapsed = elapsed
    }

    /// Notes `report` at the time since the load was asked for.
    mutating func note(_ report: Report) {
        // The first few tell how far it got; a page that keeps failing its own frames should not grow this.
        guard reports.count < 16 else { return }
        reports.append((report, elapsed()))
    }

    /// The reports in order, as "started at 12 ms, served at 30 ms", or that none came.
    package var summary: String {
        guard !reports.isEmpty else { return "no report from the engine" }
        return reports.map { "\($0.0.rawValue) at \(Self.milliseconds($0.1)) ms" }.joined(separator: ", ")
    }

    static func milliseconds(_ duration: Duration) -> Int {
        Int((duration.seconds * 1000).rounded())
    }
}
