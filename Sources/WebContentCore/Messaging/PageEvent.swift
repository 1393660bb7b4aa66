public import Foundation

/// Something the page reported on its own (not an answer to a call): a tap, a size change, a click, a blocked load.
///
/// Events come from the content world's scripts (`Resources/js/events.js`) through ``PageMessageRouter``.
/// Each carries the ``RenderGeneration`` it belongs to where it matters, so late events of old content can be dropped.
public enum PageEvent: Sendable, Hashable {
    /// The reader tapped an image or an embed (link taps arrive as ``click(url:isMainFrame:)``).
    case tap(ContentTap, RenderGeneration)
    /// The content's measured size changed; it can shrink.
    case contentSize(ContentSize, RenderGeneration)
    /// A link was clicked, seen by the capture-phase listener before the engine's navigation decision.
    case click(url: URL?, isMainFrame: Bool)
    /// The content tried a remote load that the policy or the CSP stopped.
    case remoteBlocked(url: String, tracker: Bool)
}
