public import WebContentLinks

/// What the render steps every document takes found in it: its own title, the language and direction it declares,
/// its links, images and embeds, and how accessible it is (the insert and collect steps' answers).
public struct DocumentReport: PageFeatureReport {
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

    /// The feature whose steps answer it.
    public static let feature = PageFeature.Name.render

    /// The title the insert step found in the content; nil when it has none.
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
    /// How accessible the content is; nil when the collect step did not answer it.
    public var accessibility: ContentAccessibilityReport?

    /// A report of an empty document.
    public init() {}

    /// The report in `report`'s step answers; nil when neither the insert nor the collect step answered.
    public init?(_ report: RenderReport) {
        let inserted = report.value(of: RenderStepName.insertContent)
        let collected = report.value(of: RenderStepName.collect)
        guard inserted != nil || collected != nil else { return nil }
        title = inserted?["title"]?.stringValue
        lang = inserted?["lang"]?.stringValue
        dir = inserted?["dir"]?.stringValue
        if let collected {
            links = LinkInspection.shared.links(in: collected["links"])
            images = (try? collected["images"]?.decode([Image].self)) ?? []
            embeds = (try? collected["embeds"]?.decode([Embed].self)) ?? []
            accessibility = ContentAccessibilityReport(collected["accessibility"])
        }
    }
}
