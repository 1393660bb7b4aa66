public import WebContentLinks

/// What a finished render tells its owner: its size and title, what each page feature found (``reports``: the
/// document's links, images and language are ``DocumentReport``'s), and where the render's time went.
public struct ContentRenderResult: Hashable, Sendable, Codable {
    /// A render step that failed or timed out, and why.
    public struct StepFailure: Hashable, Sendable, Codable {
        /// The step's bridge handler name, such as `layout.measure`.
        public var step: String
        /// The error's description.
        public var error: String
    }

    /// The content height in CSS pixels: the measure step's, else what the View measured.
    public var height: Double
    /// The content width in CSS pixels.
    public var width: Double
    /// The page title: the View's, else the one the content declares (``DocumentReport/title``); nil when there is
    /// none.
    public var title: String?
    /// What each page feature whose steps answered found, by feature: ``report(_:)`` reads one.
    public var reports = PageFeatureReports()
    /// The render steps that failed or timed out, in the order they ran.
    public var failures: [StepFailure] = []
    /// Each step's duration in milliseconds, by step name.
    public var stepMilliseconds: [String: Double] = [:]
    /// The steps' names in the order they ran, to read ``stepMilliseconds`` as a profile of the render.
    public var stepOrder: [String] = []
    /// How long composing the page took, in milliseconds.
    public var composeMilliseconds = 0.0
    /// How long loading the page took, in milliseconds; 0 when a warm engine's loaded shell took the content.
    public var loadMilliseconds = 0.0
    /// How many times the page was loaded: 0 for a warm shell, more than 1 after a recovery.
    public var loads = 0

    /// The report of `Report`'s feature (``SanitizerReport``, ``ReadingReport``, ``QuotesReport``,
    /// ``ContentColourReport``...); nil when the configuration does not install it or its steps did not answer.
    public func report<Report: PageFeatureReport>(_ type: Report.Type) -> Report? { reports[type] }

    /// Each tracker by host, vendor and kind: the pixels and CSS images the sanitizer blocked, and the links through
    /// a click-tracking redirect.
    public var trackers: [ContentTracker] {
        let links = report(DocumentReport.self)?.links ?? []
        return (report(SanitizerReport.self)?.trackers ?? [])
            + TrackerDirectory.shared.linkTrackers(links.map { $0.original ?? $0.href })
    }

    /// Whether the content refers to anything remote at all, loaded or not: a reader offers "show remote
    /// content" only then.
    public var hasRemoteContent: Bool {
        report(SanitizerReport.self).map { $0.remoteBlocked + $0.remoteAllowed > 0 } ?? false
    }

    /// A result of the given size with nothing else found.
    public init(height: Double, width: Double) {
        self.height = height
        self.width = width
    }
}

extension ContentRenderResult {
    /// Reads a render report, each of `features` its own report; `fallbackSize` is what the View measured when the
    /// measure step did not answer.
    public init(
        report: RenderReport, fallbackSize: ContentSize, title: String?, features: [PageFeature] = PageFeature.all
    ) {
        let size = report.measuredSize ?? fallbackSize
        self.init(height: size.height, width: size.width)
        reports = PageFeatureReports(report, features: features)
        self.title = title ?? reports[DocumentReport.self]?.title
        failures = report.failures.map { StepFailure(step: $0.handler, error: $0.error.description) }
        for step in report.steps {
            stepMilliseconds[step.handler] = step.duration.milliseconds
            stepOrder.append(step.handler)
            // Where a step's time went inside the page, when it says (`parts`: [[name, ms]]), as "step/part".
            for case let .array(part) in (try? step.result.get())?["parts"]?.arrayValue ?? [] where part.count == 2 {
                guard let name = part[0].stringValue, let milliseconds = part[1].doubleValue else { continue }
                stepMilliseconds[step.handler + "/" + name] = milliseconds
                stepOrder.append(step.handler + "/" + name)
            }
        }
        (composeMilliseconds, loadMilliseconds, loads) = (
            report.composeDuration.milliseconds, report.loadDuration.milliseconds, report.loads
        )
    }
}
