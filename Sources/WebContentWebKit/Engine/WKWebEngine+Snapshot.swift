#if canImport(WebKit)
public import Foundation
public import WebContentCore
import WebContentPageSession
import WebKit

extension WKWebEngine {
    /// A PNG image of the whole document, cut to the content's measured height when that is shorter, and to
    /// `maximumHeight`.
    public func snapshotPNG(maximumHeight: Double?) async throws -> Data {
        try await snapshot(as: "PNG", maximumHeight: maximumHeight, SnapshotImage.png)
    }

    /// The whole document's pixels, cut as ``snapshotPNG()`` cuts them and to `maximumRows` rows.
    public func snapshotPixels(maximumRows: Int) async throws -> ContentPixels {
        try await snapshot(as: "pixels", maximumHeight: nil) { SnapshotImage.pixels($0, maximumRows: maximumRows) }
    }

    /// An image of the whole document as `SnapshotPlan` and `SnapshotResize` decide, made into `Value` where
    /// WebKit hands it over (the image itself stays on the main actor).
    private func snapshot<Value: Sendable>(
        as what: String, maximumHeight: Double?, _ convert: @escaping @MainActor (PlatformImage) -> Value?
    ) async throws -> Value {
        guard !isClosed else { throw WebContentError.engineClosed }
        let plan = await SnapshotPlan.measuring(
            self, timeout: configuration.stepTimeout, maximumHeight: maximumHeight
        ) { (snapshotResize.ownHeight(current: Double(webView.frame.height)), webView.window != nil) }
        if let height = snapshotResize.begin(plan) { webView.frame.size.height = CGFloat(height) }
        defer { if let height = snapshotResize.end(plan) { webView.frame.size.height = CGFloat(height) } }
        let snapshot = WKSnapshotConfiguration()
        snapshot.rect = CGRect(x: 0, y: 0, width: webView.bounds.width, height: CGFloat(plan.captureHeight))
        snapshot.afterScreenUpdates = plan.waitsForScreenUpdates
        let timeout = WholeDocumentCapture.timeout(stepTimeout: configuration.stepTimeout)
        let call = try session.calls.register(Value.self, timeout: timeout, what: "snapshot")
        let answer = session.calls.completion(for: call)
        webView.takeSnapshot(with: snapshot) { image, error in
            let value = image.flatMap(convert)
            answer(WholeDocumentCapture.snapshot.outcome(value, error: error?.localizedDescription, missing: what))
        }
        return try await call.value()
    }
}
#endif
