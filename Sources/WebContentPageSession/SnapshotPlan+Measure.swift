package import WebContentCore

extension SnapshotPlan {
    /// The plan for capturing `engine`'s whole document: measures its content and its document, each within
    /// `timeout`, then reads `view`'s height (its own, while another capture holds it taller) and whether it is in a
    /// window.
    ///
    /// The view is read once both are measured: another capture may have resized it while they were.
    @MainActor
    package static func measuring(
        _ engine: some WebEngine, timeout: Duration, view: () -> (height: Double, isInWindow: Bool)
    ) async -> SnapshotPlan {
        let content = await engine.measuredContentHeight(timeout: timeout)
        let document = try? await engine.evaluateJavaScript(documentHeightScript, in: .content, timeout: timeout)
        let (height, isInWindow) = view()
        return SnapshotPlan(
            currentHeight: height, documentHeight: document?.doubleValue, contentHeight: content,
            isInWindow: isInWindow)
    }
}
