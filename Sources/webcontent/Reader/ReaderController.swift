#if os(Linux)
import CWebKitGTK
import Foundation
import WebContentCore
import WebContentGTK

/// The reader's state and decisions: which thread shows, which messages are open, and what each action does.
///
/// Widgets belong to ``ReaderWindow`` (GLib thread); content belongs to each open card's module (main actor).
@MainActor
final class ReaderController {
    let threads: [ReaderThread]
    let options: ReaderOptions
    let window: ReaderWindow
    let events: ReaderEventLog
    var cards: [ReaderCard] = []
    var theme: Theme
    var textScale = 1.0
    var remoteContent = RemoteContentPolicy.block
    /// Heights already measured, by content and width: a card opened again takes its place at once.
    var heights: [ReaderHeightKey: Double] = [:]
    /// What the panel's primary button opens.
    var panelTarget: URL?
    var findText = ""
    /// The find in flight: finds run one after another, so highlights and count are the last text's.
    var findChain: Task<Void, Never>?
    let router = ReaderRouter()
    /// Engine placement after scrolls: one pass at a time, another when asked during one.
    var needsPlacement = false
    var placement: Task<Void, Never>?
    /// A thread is being laid out: no placement until it has been scrolled to its newest message.
    var isChangingThread = false
    /// The cards that had an engine after the last placement, for the "visible" event.
    var lastLive: [Int] = []
    private var finished: CheckedContinuation<Void, Never>?

    init(threads: [ReaderThread], options: ReaderOptions, window: ReaderWindow) {
        self.threads = threads
        self.options = options
        self.window = window
        theme = options.theme
        events = ReaderEventLog(printsEvents: options.printsEvents, recordFolder: options.recordFolder)
        router.controller = self
    }

    /// Shows the window on the first thread and returns when it closes (or the screenshot is written).
    func run() async {
        let rows = threads.map(\.rowText)
        let window = window
        await window.setRows(rows)
        await window.present()
        await window.selectRow(0)
        await withCheckedContinuation { finished = $0 }
    }

    func perform(_ action: ReaderAction) async {
        switch action {
        case .selectThread(let index): await showThread(index)
        case .toggleMessage(let index): await toggle(index)
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
        case .closePanel: await closePanel()
        case .panelPrimary: await panelPrimary()
        case .closeWindow: await quit()
        case .scrolled: await scrolled()
        }
    }

    /// Replaces the column with thread `index`: the newest message open and scrolled to, the older ones
    /// collapsed; or, with `--expand all`, every message open from the top (engines only for those on screen).
    func showThread(_ index: Int) async {
        guard threads.indices.contains(index) else { return }
        isChangingThread = true
        let previous = cards
        cards = []
        lastLive = []
        for card in previous { await card.close() }
        await window.clearColumn()
        let column = GTKWidget(window.column)
        cards = await ReaderCard.make(threads[index].documents, in: column, send: sender)
        if options.expandsAll {
            let estimate = estimatedHeight(width: await contentWidth())
            for card in cards { await card.openParked(height: estimate) }
            await window.settle()
        } else {
            await open(cards.count - 1)
            await window.settle()
            let box = cards[cards.count - 1].box
            await Task { @GLibActor [window] in window.scroll(toTopOf: box) }.value
        }
        isChangingThread = false
        await scrolled()
        await logReady(thread: index)
        if let screenshot = options.screenshot {
            await window.settle()
            let saved = await window.savePNG(screenshot)
            if !saved { FileHandle.standardError.write(Data("webcontent view: cannot write \(screenshot)\n".utf8)) }
            await quit(status: saved ? 0 : 1)
        }
    }

    func toggle(_ index: Int) async {
        guard cards.indices.contains(index) else { return }
        if cards[index].isOpen {
            await cards[index].close()
            await events.log("collapsed", [("message", .int(index))], window: window)
        } else {
            await open(index)
            await window.settle()
            await events.log("opened", [("message", .int(index))] + (await cardFields(index)), window: window)
        }
    }

    func open(_ index: Int) async {
        let card = cards[index]
        let key = ReaderHeightKey(card.document, width: await contentWidth(), textScale: textScale)
        do {
            let result = try await card.open(
                configuration: configuration(for: card.document), router: router,
                cachedHeight: heights[key] ?? card.parkedHeight)
            if case .success(let rendered) = result { heights[key] = rendered.height }
            // A card parked while it rendered closed its engine on purpose: nothing to report.
            if case .failure(let error) = result, card.isLive {
                await showPanel("Cannot show this message", "\(error)", nil)
            }
        } catch {
            await showPanel("Cannot show this message", "\(error)", nil)
        }
    }

    /// The configuration an opened card renders with: the message's preset, the reader's theme, text size and
    /// remote-content choice, the app's routes, and the message's own cid: parts.
    func configuration(for document: ReaderDocument) -> WebViewConfiguration {
        var context = WebViewPresetContext()
        context.routes = options.routes
        let preset: WebViewPreset = document.input.message == nil ? .post : .email
        return WebViewConfiguratorFactory.make(preset, context: context)
            .append(navigationHandler: MailtoNavigationActionHandler())
            .set(theme: theme)
            .set(remoteContentPolicy: remoteContent)
            .set(textScale: textScale)
            .set(resourceProvider: ReaderResourceProvider(parts: document.input.message?.inlineParts ?? []))
            .build()
    }

    var sender: @Sendable (ReaderAction) -> Void {
        { [weak self] action in Task { @MainActor in await self?.perform(action) } }
    }

    func quit(status: Int32 = 0) async {
        for card in cards { await card.close() }
        cards = []
        FileHandle.standardOutput.synchronizeFile()
        exit(status)
    }
}

/// A measured height's key: the same content at the same width and text size lays out the same.
struct ReaderHeightKey: Hashable {
    let content: Int
    let width: Int
    let textScale: Int

    init(_ document: ReaderDocument, width: Double, textScale: Double) {
        content = document.input.html.hashValue
        self.width = Int(width.rounded())
        self.textScale = Int((textScale * 100).rounded())
    }
}
#endif
