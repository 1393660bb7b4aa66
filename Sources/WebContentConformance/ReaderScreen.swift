import Foundation

/// One screen of the reader window as a person saw it: the display's picture, and where the reader's `frame`
/// events said its open messages were when it was taken.
public struct ReaderScreen: Sendable {
    /// What the X server showed.
    public let picture: WindowPicture
    /// The frame in effect while the picture was taken; nil when the reader told none before it.
    public let frame: ReaderFrame?

    /// The open messages this screen shows nothing painted in (``ReaderFrame/unpaintedMessages(in:minimumRows:)``).
    public var unpaintedMessages: [Int] { frame?.unpaintedMessages(in: picture) ?? [] }

    /// Reads `window` on `display` with `xwd`; `frames` gives the reader's frame events so far.
    ///
    /// A picture taken while the layout changed (a frame painted within 0.1 s before it or during it) is taken again, a
    /// few times at most, so the regions judged are the ones the picture shows.
    public static func capture(
        window: String, display: String, frames: () -> [ReaderFrame]
    ) async throws -> ReaderScreen {
        var screen: ReaderScreen?
        for _ in 0..<5 {
            let before = MonotonicTime.now
            let picture = try await WindowPicture.read(window: window, display: display)
            let after = MonotonicTime.now
            // A frame painted just before the picture reaches the reader's output a moment later.
            try await Task.sleep(for: .milliseconds(100))
            let told = frames()
            screen = ReaderScreen(picture: picture, frame: ReaderFrame.inEffect(at: before, among: told))
            if !told.contains(where: { $0.time > before - 0.1 && $0.time <= after }) { break }
        }
        return screen!
    }
}
