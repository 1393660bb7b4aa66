/// What a finished render tells its owner: size, what the content links to and shows, what was removed.
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

    /// What the sanitizer removed.
    public struct Removed: Hashable, Sendable, Codable {
        /// Elements removed.
        public var elements = 0
        /// Attributes removed from elements that were kept.
        public var attributes = 0
        /// URLs removed from attributes and CSS.
        public var urls = 0
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
    /// What the sanitizer removed from the content.
    public var removed = Removed()
    /// Remote loads the insert step stopped, and of those tracking pixels.
    public var remoteBlocked = 0
    /// Of `remoteBlocked`, the tracking pixels.
    public var trackersBlocked = 0
    /// Each tracker by host, vendor and kind: the pixels and CSS images blocked, and the links through a
    /// click-tracking redirect.
    public var trackers: [ContentTracker] = []
    /// Remote references the policy let load (or handed to the proxy).
    public var remoteAllowed = 0
    /// Inline (`data:`, `cid:`) images withheld because the configuration withholds them (junk).
    public var inlineImagesWithheld = 0
    /// The render steps that failed or timed out, in the order they ran.
    public var failures: [StepFailure] = []
    /// The zoom fit-to-width used (1: the content fit), never below the configuration's minimum fit scale.
    public var scale = 1.0
    /// Content still wider than the viewport at ``scale`` scrolls sideways inside its own box.
    public var scrollsHorizontally = false
    /// The text scale the content rendered with.
    public var textScale = 1.0
    /// Quoted history collapsed behind a toggle: 0 or 1, since only the quote that ends a message collapses.
    public var collapsedQuotes = 0
    /// Signatures collapsed behind a toggle of their own: 0 or 1.
    public var collapsedSignatures = 0
    /// What the colour step made of the content's colours (nil for trusted documents, which keep their own).
    public var colours: ContentColourReport?
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

    /// Whether the content refers to anything remote at all, loaded or not: a reader offers "show remote
    /// content" only then.
    public var hasRemoteContent: Bool { remoteBlocked + remoteAllowed > 0 }

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
            removed = (try? inserted["removed"]?.decode(Removed.self)) ?? Removed()
            lang = inserted["lang"]?.stringValue
            dir = inserted["dir"]?.stringValue
            remoteBlocked = inserted["remote"]?["blocked"]?.intValue ?? 0
            trackersBlocked = inserted["remote"]?["trackers"]?.intValue ?? 0
            remoteAllowed = inserted["remote"]?["allowed"]?.intValue ?? 0
            inlineImagesWithheld = inserted["remote"]?["inlineWithheld"]?.intValue ?? 0
            trackers = Self.trackers(inserted["remote"]?["trackerList"])
        }
        if let fitted = report.value(of: RenderStepName.fitWidth) {
            scale = fitted["scale"]?.doubleValue ?? 1
            scrollsHorizontally = fitted["scrolls"]?.boolValue ?? false
        }
        textScale = report.value(of: RenderStepName.textScale)?["textScale"]?.doubleValue ?? 1
        if let quotes = report.value(of: RenderStepName.collapseQuotes) {
            collapsedQuotes = quotes["collapsed"]?.intValue ?? 0
            collapsedSignatures = quotes["signatures"]?.intValue ?? 0
        }
        colours = ContentColourReport(report.value(of: RenderStepName.colours))
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
        trackers += TrackerDirectory.shared.linkTrackers(links)
    }

    /// The sanitizer's blocked trackers (`[{host, kind}]`), named by the package's ``TrackerDirectory``.
    static func trackers(_ value: JSONValue?) -> [ContentTracker] {
        (value?.arrayValue ?? []).compactMap { entry in
            guard let host = entry["host"]?.stringValue,
                let kind = entry["kind"]?.stringValue.flatMap(ContentTracker.Kind.init(rawValue:))
            else { return nil }
            let path = entry["path"]?.stringValue ?? ""
            let vendor = TrackerDirectory.shared.vendor(host: host, path: path, kind: kind)
            return ContentTracker(host: host, vendor: vendor, kind: kind)
        }
    }
}
