public import WebContentLinks

/// What a finished render tells its owner: size, what the content links to and shows, and what each page feature
/// found (``reports``).
public struct ContentRenderResult: Hashable, Sendable, Codable {
    /// A link in the content, checked and cleaned in Swift after the collect step (see ``LinkInspection``).
    public struct Link: Hashable, Sendable, Codable {
        /// Where the link goes: the cleaned address when ``original`` is set.
        public var href: String
        /// The link's text as the content shows it.
        public var text: String
        /// Its accessible name, what a screen reader reads for it: the text of the elements `aria-labelledby`
        /// names, else `aria-label`, else its content (text and the `alt` of its images); "" when it has none.
        public var name: String
        /// What may deceive the reader about where it goes; empty when nothing does.
        public var risks: [LinkRisk]
        /// The address as the content wrote it, when cleaning changed it.
        public var original: String?

        /// A link; its ``name`` is its text unless given.
        public init(
            href: String, text: String, name: String? = nil, risks: [LinkRisk] = [], original: String? = nil
        ) {
            self.href = href
            self.text = text
            self.name = name ?? text
            self.risks = risks
            self.original = original
        }
    }

    /// An image in the content: its address and its natural size.
    public struct Image: Hashable, Sendable, Codable {
        /// The address the image loads from.
        public var src: String
        /// Its natural width in pixels (0 while it has not loaded).
        public var width: Double
        /// Its natural height in pixels (0 while it has not loaded).
        public var height: Double
    }

    /// A `video`, `audio` or `iframe` in the content.
    public struct Embed: Hashable, Sendable, Codable {
        /// The element's name: `video`, `audio` or `iframe`.
        public var kind: String
        /// The address it plays or shows; "" when it has none.
        public var src: String
    }

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
    /// The page title: the View's, else the one the insert step found; nil when there is none.
    public var title: String?
    /// The language the message declares on its `<html>` or `<body>` (a BCP 47 tag), set on the content root;
    /// nil when it declares none.
    public var lang: String?
    /// The direction the message declares (`ltr`, `rtl` or `auto`); nil when it declares none, and the content
    /// root then takes `dir="auto"`.
    public var dir: String?
    /// The links in the content, in document order.
    public var links: [Link] = []
    /// The images in the content, in document order.
    public var images: [Image] = []
    /// The video, audio and iframe elements in the content, in document order.
    public var embeds: [Embed] = []
    /// How accessible the message is (nil when the collect step did not answer, or for an engine whose page
    /// scripts do not report it).
    public var accessibility: ContentAccessibilityReport?
    /// Each tracker by host, vendor and kind: the pixels and CSS images the sanitizer blocked, and the links through
    /// a click-tracking redirect.
    public var trackers: [ContentTracker] = []
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
    /// Reads a render report; `fallbackSize` is what the View measured when the measure step did not answer.
    public init(report: RenderReport, fallbackSize: ContentSize, title: String?) {
        let size = report.measuredSize ?? fallbackSize
        self.init(height: size.height, width: size.width)
        self.title = title ?? report.value(of: RenderStepName.insertContent)?["title"]?.stringValue
        if let collected = report.value(of: RenderStepName.collect) {
            links = LinkInspection.shared.links(in: collected["links"])
            images = (try? collected["images"]?.decode([Image].self)) ?? []
            embeds = (try? collected["embeds"]?.decode([Embed].self)) ?? []
            accessibility = ContentAccessibilityReport(collected["accessibility"])
        }
        if let inserted = report.value(of: RenderStepName.insertContent) {
            lang = inserted["lang"]?.stringValue
            dir = inserted["dir"]?.stringValue
        }
        reports = PageFeatureReports(report, features: PageFeature.all)
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
        trackers =
            (reports[SanitizerReport.self]?.trackers ?? [])
            + TrackerDirectory.shared.linkTrackers(links.map { $0.original ?? $0.href })
    }
}
