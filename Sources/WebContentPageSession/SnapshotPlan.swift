package import WebContentCore

/// How an engine whose snapshot covers only its view's bounds (WKWebView's does) captures the whole document
/// that ``WebEngine/snapshotPNG()`` promises, then gives the view its height back.
///
/// A view in a window is on screen: its frame is the host's layout and never changes for a capture; the captured
/// rectangle reaches below its bounds instead. Only a windowless view, which nobody sees, grows for the capture.
package struct SnapshotPlan: Hashable, Sendable {
    /// The script that measures the whole document's height in CSS pixels, in the content world.
    package static let documentHeightScript = "Math.ceil(document.documentElement.scrollHeight)"

    /// The height the view takes for the capture: the whole document, or its own height when it is in a window.
    package var viewHeight: Double
    /// The height of the captured rectangle: the content's measured height when that is shorter (a short document
    /// gives a short image, as on WebKitGTK).
    package var captureHeight: Double
    /// The height the view gets back afterwards: a snapshot never changes the host's layout.
    package var restoredHeight: Double
    /// Whether the capture waits for screen updates: only a view in a window ever gets them (iOS never calls back
    /// otherwise).
    package var waitsForScreenUpdates: Bool

    /// The plan for a view `currentHeight` tall, a document `documentHeight` tall (nil: not measured), content
    /// measured `contentHeight` tall (nil: no content element) and a picture of at most `maximumHeight` from the top
    /// (nil: the whole document); a windowless view grows no taller than the picture needs.
    package init(
        currentHeight: Double, documentHeight: Double?, contentHeight: Double?, isInWindow: Bool,
        maximumHeight: Double? = nil
    ) {
        let document = max(documentHeight ?? currentHeight, contentHeight ?? 0, 1)
        let needed = min(document, max(maximumHeight ?? document, 1))
        viewHeight = isInWindow ? currentHeight : needed
        captureHeight = contentHeight.map { min($0, needed) } ?? needed
        restoredHeight = currentHeight
        waitsForScreenUpdates = isInWindow
    }
}

extension SnapshotPlan {
    /// The plan for capturing `engine`'s whole document, or its top `maximumHeight`: measures its content and its
    /// document, each within `timeout`, then reads `view`'s height (its own, while another capture holds it taller)
    /// and whether it is in a window.
    ///
    /// The view is read once both are measured: another capture may have resized it while they were. The content's
    /// deadline runs on `clock`.
    @MainActor
    package static func measuring(
        _ engine: some WebEngine, timeout: Duration, clock: some Clock<Duration> = ContinuousClock(),
        maximumHeight: Double? = nil, view: () -> (height: Double, isInWindow: Bool)
    ) async -> SnapshotPlan {
        let content = await engine.measuredContentHeight(timeout: timeout, clock: clock)
        let document = try? await engine.evaluateJavaScript(documentHeightScript, in: .content, timeout: timeout)
        let (height, isInWindow) = view()
        return SnapshotPlan(
            currentHeight: height, documentHeight: document?.doubleValue, contentHeight: content,
            isInWindow: isInWindow, maximumHeight: maximumHeight)
    }
}
