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
        }
    }

    /// Replaces the column with thread `index`: the newest message open, the older ones collapsed.
    func showThread(_ index: Int) async {
        guard threads.indices.contains(index) else { return }
        for card in cards { await card.close() }
        await window.clearColumn()
        cards = []
        let column = GTKWidget(window.column)
        for (position, document) in threads[index].documents.enumerated() {
            let send = sender
            cards.append(await ReaderCard.make(document, index: position, in: column, send: send))
        }
        await open(cards.count - 1)
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
        let key = ReaderHeightKey(card.document, width: await contentWidth())
        do {
            let result = try await card.open(
                configuration: configuration(for: card.document), router: router, cachedHeight: heights[key])
            if case .success(let rendered) = result { heights[key] = rendered.height }
            if case .failure(let error) = result { await showPanel("Cannot show this message", "\(error)", nil) }
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
            .set(resourceProvider: MailPartStore(parts: document.input.message?.inlineParts ?? []))
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

/// A measured height's key: the same content at the same width lays out the same.
struct ReaderHeightKey: Hashable {
    let content: Int
    let width: Int

    init(_ document: ReaderDocument, width: Double) {
        content = document.input.html.hashValue
        self.width = Int(width.rounded())
    }
}
#endif
