import Foundation

/// Where the reader window's open messages were in a frame it painted, as its `frame` event tells (`webcontent
/// view --events`): the message pane and the region of each open message in it, in window pixels.
///
/// The reader says only *where* its messages are; whether anything is painted there is read from the display's
/// own picture (``WindowPicture``), so the rule knows nothing of how the reader fills a message it has not
/// rendered yet.
public struct ReaderFrame: Sendable, Equatable {
    /// A rectangle in window pixels.
    public struct Region: Sendable, Equatable {
        /// The message's index in its thread (0 for the pane itself).
        public var index: Int
        /// The region's left edge.
        public var x: Double
        /// The region's top edge.
        public var y: Double
        /// The region's width.
        public var width: Double
        /// The region's height.
        public var height: Double
    }

    /// When the frame was painted, in ``MonotonicTime`` seconds.
    public var time: Double
    /// The message pane's visible band.
    public var pane: Region
    /// The open messages the pane shows at least a pixel of, their whole regions (not cut to the pane).
    public var messages: [Region]

    /// A frame read from a `frame` event's JSON object; nil for another event.
    public init?(event: [String: Any]) {
        guard event["event"] as? String == "frame", let time = event["time"] as? Double,
            let pane = (event["pane"] as? [String: Any]).flatMap({ Self.region($0) })
        else { return nil }
        self.time = time
        self.pane = pane
        messages = (event["messages"] as? [[String: Any]] ?? []).compactMap { Self.region($0) }
    }

    private static func region(_ object: [String: Any]) -> Region? {
        let number = { (key: String) in (object[key] as? Double) ?? (object[key] as? Int).map(Double.init) }
        guard let x = number("x"), let y = number("y"), let width = number("width"), let height = number("height")
        else { return nil }
        return Region(index: object["index"] as? Int ?? 0, x: x, y: y, width: width, height: height)
    }

    /// The last of `frames` painted at or before `time`: what the window showed then.
    public static func inEffect(at time: Double, among frames: [ReaderFrame]) -> ReaderFrame? {
        // The events may reach the output out of order; their times say which came last.
        frames.filter { $0.time <= time }.max { $0.time < $1.time }
    }

    /// The open messages of this frame whose part visible in the pane holds a single colour in `picture`: a box
    /// with nothing painted in it, neither the message nor anything standing in for it.
    ///
    /// A message shown whole is judged however short; one cut by the pane's edge only when at least `minimumRows`
    /// of it show: a rendered message's last line can sit some 55 rows above its box's bottom (the paragraph's and
    /// the page's margins), so a sliver of its bottom is one colour however well painted.
    public func unpaintedMessages(in picture: WindowPicture, minimumRows: Int = 64) -> [Int] {
        messages.filter { message in
            let top = Int(max(message.y, pane.y).rounded(.up))
            let bottom = Int(min(message.y + message.height, pane.y + pane.height).rounded(.down))
            let left = Int(max(message.x, pane.x).rounded(.up))
            let right = Int(min(message.x + message.width, pane.x + pane.width).rounded(.down))
            let whole = message.y >= pane.y && message.y + message.height <= pane.y + pane.height
            guard bottom - top >= (whole ? 16 : minimumRows), right - left >= 16 else { return false }
            return picture.isUniform(columns: left..<right, rows: top..<bottom)
        }.map(\.index)
    }
}
