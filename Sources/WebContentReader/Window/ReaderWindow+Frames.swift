#if os(Linux)
import Foundation
import WebContentGTK

extension ReaderWindow {
    /// Tells `report` where the open messages are (in the window surface's pixels) after each painted frame that
    /// moved, resized, opened or closed one: the `frame` event, for a script that reads the display's own picture and needs to know which part of it
    /// is which message (the reader says where, the picture says whether anything is painted there).
    func watchFrames(_ report: @escaping @Sendable ([(String, ReaderEvent.Value)]) -> Void) {
        window.onAfterPaint { [weak self] in
            GLibActor.assumeIsolated {
                guard let self, let fields = self.frameIfChanged() else { return }
                report(fields)
            }
        }
    }

    /// The pane and the open messages it shows, when they differ from the last frame told; nil when they do not.
    private func frameIfChanged() -> [(String, ReaderEvent.Value)]? {
        let time = Desktop.monotonicTime()  // the paint just finished
        guard var pane = scroller.bounds(in: window) else { return nil }
        // In the surface's pixels, as `xwd` and `xdotool` see the window, not GTK's window coordinates.
        let offset = window.surfaceOffset
        pane.x += offset.x
        pane.y += offset.y
        var regions: [(index: Int, box: (x: Double, y: Double, width: Double, height: Double))] = []
        // Each card is a box of its header and, while open, the slot its message or stand-in shows in.
        for (index, card) in column.children.enumerated() {
            let parts = card.children
            guard parts.count > 1, parts[1].isVisible, var box = parts[1].bounds(in: window) else { continue }
            box.x += offset.x
            box.y += offset.y
            guard box.y < pane.y + pane.height, box.y + box.height > pane.y else { continue }
            regions.append((index, box))
        }
        let key =
            [pane.x, pane.y, pane.width, pane.height].map { Int($0) }
            + regions.flatMap { [$0.index, Int($0.box.x), Int($0.box.y), Int($0.box.width), Int($0.box.height)] }
        guard key != lastFrame else { return nil }
        lastFrame = key
        let object = { (index: Int?, box: (x: Double, y: Double, width: Double, height: Double)) -> ReaderEvent.Value in
            var fields: [(String, ReaderEvent.Value)] = []
            if let index { fields.append(("index", .int(index))) }
            fields += [
                ("x", .number(box.x)), ("y", .number(box.y)), ("width", .number(box.width)),
                ("height", .number(box.height)),
            ]
            return .object(fields)
        }
        return [
            ("time", .number(time)), ("pane", object(nil, pane)),
            ("messages", .array(regions.map { object($0.index, $0.box) })),
        ]
    }
}
#endif
