#if os(Linux)
import Foundation
import WebContentClassicPosts
import WebContentCore
import WebContentGTK

/// The reader's state and decisions: which thread shows, the window's theme, text size, remote content, find and
/// panels, and what each action does.
///
/// The message column places engines itself.
///
/// Widgets belong to ``ReaderWindow`` (GLib thread); content belongs to the column's cards (main actor).
@MainActor
final class ReaderController {
    let threads: [ReaderThread]
    let options: ReaderOptions
    let window: ReaderWindow
    let column: MessageColumn
    let events: ReaderEventLog
    var theme: Theme
    var textScale = 1.0
    var remoteContent = RemoteContentPolicy.block
    /// What the panel's primary button opens.
    var panelTarget: URL?
    var findText = ""
    /// The find in flight: finds run one after another, so highlights and count are the last text's.
    var findChain: Task<Void, Never>?
    let router = ReaderRouter()
    private var finished: CheckedContinuation<Int32, Never>?

    init(threads: [ReaderThread], options: ReaderOptions, window: ReaderWindow, column: MessageColumn) {
        self.threads = threads
        self.options = options
        self.window = window
        self.column = column
        theme = options.theme
        events = ReaderEventLog(listener: options.events, recordFolder: options.recordFolder)
        router.controller = self
        column.keepsEngines = options.keepsEngines
        column.reusesEngines = options.reusesEngines
        column.router = router
        column.configuration = { [unowned self] in configuration(for: $0) }
        column.onPlacement = { [unowned self] in await logPlacement($0) }
        column.onToggle = { [unowned self] in await logToggle($0) }
        // No picture of the window for it: a page of replies paints several messages a second.
        column.onPainted = { [unowned self] in events.tell("painted", [("message", .int($0))]) }
        column.onFailure = { [unowned self] document, error in
            // Standard error too: a script driving the window (and a person reading its log) learns why a box
            // stayed empty without reading the panel's pixels.
            FileHandle.standardError.write(Data("webcontent view: cannot show \(document.path): \(error)\n".utf8))
            await showPanel("Cannot show this message", "\(error)", nil)
        }
    }

    /// Shows the window on the first thread and returns when it closes (or the screenshot is written), with the
    /// exit status.
    func run() async -> Int32 {
        let rows = threads.map(\.rowText)
        let window = window
        await window.setRows(rows)
        await window.present()
        if events.listener != nil {
            // Where each open message is after every frame that moved one: a script reading the display's
            // picture knows which part of it is which message.
            let events = events
            await Task { @GLibActor in
                window.watchFrames { fields in Task { @MainActor in events.tell("frame", fields) } }
            }.value
        }
        await window.selectRow(0)
        return await withCheckedContinuation { finished = $0 }
    }

    func perform(_ action: ReaderAction) async {
        switch action {
        case .selectThread(let index): await showThread(index)
        case .showRemoteContent: await showRemoteContent()
        case .toggleTheme: await toggleTheme()
        case .textSmaller: await scaleText(by: -0.1)
        case .textLarger: await scaleText(by: 0.1)
        case .openFind:
            await window.showFind()
            await events.log("find-opened", window: window)
        case .find(let text): await find(text)
        case .findNext: await findNext()
        case .printPDF: await printPDF()
        case .readAsText: await readAsText()
        case .closePanel: await closePanel()
        case .panelPrimary: await panelPrimary()
        case .closeWindow: await quit()
        }
    }

    /// Replaces the column with thread `index`: the newest message open and scrolled to, the older ones
    /// collapsed; or, with `expandsAll`, every message open from the top (engines only near the viewport).
    func showThread(_ index: Int) async {
        guard threads.indices.contains(index) else { return }
        await column.show(threads[index].documents, opening: options.expandsAll ? .all : .newest)
        await logReady(thread: index)
        if let screenshot = options.screenshot {
            await ReaderEventLog.settle()
            let saved = await window.savePNG(screenshot)
            if !saved { FileHandle.standardError.write(Data("webcontent view: cannot write \(screenshot)\n".utf8)) }
            await quit(status: saved ? 0 : 1)
        }
    }

    /// The configuration an opened message renders with: its preset, the reader's theme, text size and
    /// remote-content choice, the app's routes, and the message's own cid: parts; an HTML document is read as a
    /// classic post too (WordPress's stored posts, shown as WordPress shows them).
    func configuration(for document: ReaderDocument) -> WebViewConfiguration {
        var context = WebViewPresetContext()
        context.routes = options.routes
        let preset = WebViewConfiguratorFactory.make(document.isMessage ? .email : .post, context: context)
        return (document.isMessage ? preset : preset.add(.classicPosts))
            .append(navigationHandler: MailtoNavigationActionHandler())
            .set(theme: theme)
            .set(remoteContentPolicy: remoteContent)
            .set(textScale: textScale)
            .set(resourceProvider: ReaderResourceProvider(parts: document.parts))
            // The reader's find bar and Print button reach these page features.
            .add(feature: .find)
            .add(feature: .print)
            .build()
    }

    /// Closes every engine and lets ``run()`` return `status`.
    func quit(status: Int32 = 0) async {
        await column.removeAll()
        finished?.resume(returning: status)
        finished = nil
    }
}
#endif
