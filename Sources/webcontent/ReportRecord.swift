import Foundation
import WebContentCore
import WebContentLinks

/// One input's line of the report: what rendered, what was removed or stopped, how long it took, what failed.
struct ReportRecord: Sendable {
    /// Milliseconds per phase, measured in Swift with `ContinuousClock`.
    struct Timings: Sendable {
        /// From the render request to the module's first engine call: composition and setup scripts.
        var composeMs = 0.0
        /// Page loads (zero when the warm shell page took the document without a load).
        var loadMs = 0.0
        /// The render strategy's steps, up to the module's answer.
        var renderMs = 0.0
        /// The three together: the module's whole render.
        var totalMs = 0.0
        /// The PNG snapshot, when one was taken (not part of `totalMs`).
        var snapshotMs: Double?
        /// The PDF, when one was printed (not part of `totalMs`).
        var pdfMs: Double?
        /// Each render step's milliseconds in the order the steps ran: where `renderMs` went.
        var steps: [(name: String, milliseconds: Double)] = []
        /// The first document of a process only: when each piece of the cold start was ready, and when this
        /// report was, in milliseconds since the process started (``StartupTimeline``'s marks).
        var start: [(name: String, milliseconds: Double)] = []
    }

    /// What the sanitizer removed.
    struct Removed: Sendable {
        var elements = 0
        var attributes = 0
        var urls = 0
    }

    /// What an .eml input held and showed.
    struct Mail: Sendable {
        var subject: String?
        /// "html"; "text" when the message had only a text part (shown escaped in `<pre>`); "pictures" when it had only pictures.
        var body: String
        /// Parts with a Content-ID.
        var cidParts: Int
        /// Distinct parts the page loaded through `cid:` URLs.
        var cidImages: Int
    }

    var input: String
    var ok = false
    var width: Double
    var height = 0.0
    var title: String?
    /// The language and direction the content declares (nil when it declares none).
    var lang: String?
    var dir: String?
    var links: [DocumentReport.Link] = []
    /// Blocked trackers and click-tracking links, each by host, vendor and kind.
    var trackers: [ContentTracker] = []
    var images: [DocumentReport.Image] = []
    var embeds: [DocumentReport.Embed] = []
    /// How accessible the content is; nil when it did not render.
    var accessibility: ContentAccessibilityReport?
    /// The zoom fit-to-width used, and the text scale.
    var scale = 1.0
    /// The zoom the PNG and the PDF show the content at, when one was made: below `scale` where content wider
    /// than the screen at --minimum-scale (or than the page) was zoomed so the picture or paper holds all of it.
    var pngScale: Double?
    var pdfScale: Double?
    var textScale = 1.0
    /// Matches of --find, when it was given and the document rendered.
    var findMatches: Int?
    /// Quotes and signatures collapsed, when the collapse ran.
    var quotes: (collapsed: Int, signatures: Int)?
    /// The contrast audit, when --contrast was given and the page answered.
    var contrast: ContentContrastReport?
    /// What the colour step did, reported when there was a dark theme or --original-colours to apply.
    var colours: ContentColourReport?
    var removed = Removed()
    var attempts = ContentAttempts()
    /// Remote loads the service's egress filter refused (never sent anywhere); nil where no filter runs.
    var egressRefused: Int?
    var timings = Timings()
    /// Failures with their reasons, and warnings prefixed `warning:`.
    var errors: [String] = []
    /// The preset and remote-content policy the document rendered under (each document of a mixed batch has
    /// its own kind's preset).
    var preset: WebViewPreset?
    var remoteContent: RemoteContentPolicy?
    /// Whether the content has remote parts, what let them load, and the message's authentication.
    var remote: Remote?
    /// Set for an .eml input only, so HTML lines keep their keys.
    var mail: Mail?
    /// Where its snapshot was written, if one was (for the contact sheet; not part of the JSON line).
    var snapshotPath: String?
    /// Where its PDF was written, if one was.
    var pdfPath: String?

    struct Remote {
        var present: Bool
        /// "message", "sender", "domain", "origin", or nil when nothing allowed remote content.
        var allowedBy: String?
        /// "pass", "fail" or "none".
        var authentication: String
        var junk: Bool
        var inlineImagesWithheld: Int
    }

    init(input: String, width: Double) {
        self.input = input
        self.width = width
    }

    /// A failed record for an input that never reached an engine.
    static func failure(input: String, width: Double, reason: String, warnings: [String] = []) -> ReportRecord {
        var record = ReportRecord(input: input, width: width)
        record.errors = warnings + [reason]
        return record
    }

    /// The errors that are not warnings.
    var failureReasons: [String] {
        errors.filter { !$0.hasPrefix("warning:") }
    }
}

/// Shortens what would swamp a report line: inline `data:` URLs keep their head and their length.
enum ReportAbbreviation {
    static let maximumURLLength = 200

    static func url(_ text: String) -> String {
        guard text.count > maximumURLLength, text.lowercased().hasPrefix("data:") else { return text }
        return String(text.prefix(64)) + "…(\(text.count) characters)"
    }
}
