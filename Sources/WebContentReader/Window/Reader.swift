#if os(Linux)
import Foundation
import WebContentCore
import WebContentGTK

/// A reader window: the list of threads beside a ``MessageColumn`` of the selected one, with a header bar
/// (remote content, theme, text size, print, find), a find bar and a native panel where taps land.
///
/// `webcontent view` is this window over files; an app shows its own threads the same way:
///
/// ```swift
/// try await GTKWebEngine.startGTK()
/// let status = await Reader(threads: ReaderThread.group(documents)).run()
/// ```
@MainActor
public final class Reader {
    private let threads: [ReaderThread]
    private let options: ReaderOptions
    private var controller: ReaderController?

    /// A reader over `threads` (at least one), run with `options`.
    public init(threads: [ReaderThread], options: ReaderOptions = ReaderOptions()) {
        self.threads = threads
        self.options = options
    }

    /// Shows the window on the first thread and returns when a person closes it (or the screenshot the options
    /// ask for is written), every engine closed: 0, or 1 when the screenshot could not be written.
    public func run() async -> Int32 {
        let column = await MessageColumn()
        let parts = (column.scroller, column.box, column.adjustment)
        let (width, height) = (options.windowWidth, options.windowHeight)
        let mailbox = ReaderMailbox()
        let window = await Task { @GLibActor in
            ReaderWindow(width: width, height: height, column: parts, send: mailbox.send)
        }.value
        let controller = ReaderController(threads: threads, options: options, window: window, column: column)
        self.controller = controller
        mailbox.controller = controller
        let status = await controller.run()
        self.controller = nil
        return status
    }
}
#endif
