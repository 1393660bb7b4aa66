#if os(Linux)
import Foundation
import WebContentCore
import WebContentGTK

extension ReaderController {
    var openModules: [ContentModule] { column.openModules }

    /// "Show remote content": the images each message on screen withheld appear in place (no reload, the first line
    /// stays where it is), fetched by the reader through the proxy; messages opened later render through it.
    ///
    /// "Block remote content" renders them again under block.
    func showRemoteContent() async {
        if remoteContent == .block {
            remoteContent = .proxy
            for card in column.cards where card.isLive {
                guard let module = card.module else { continue }
                let before = card.contentView?.displayedHeight
                switch await module.showRemoteContentInPlace() {
                case nil: _ = await module.setRemoteContentPolicyAndWait(.proxy)
                case 0?: break
                case _?: await waitForHeight(of: card, toLeave: before)
                }
            }
        } else {
            remoteContent = .block
            for module in openModules { _ = await module.setRemoteContentPolicyAndWait(.block) }
        }
        let label = remoteContent == .block ? "Show remote content" : "Block remote content"
        let button = window.remoteButton
        await Task { @GLibActor in button.setButtonLabel(label) }.value
        await events.log(
            "remote-content", [("policy", .string(remoteContent.rawValue))] + (await openFields()), window: window)
    }

    /// Waits (at most 3 s: images from a slow server come later, as any late image does) until the card's
    /// height leaves `height`, so what is logged and drawn next shows the images that came.
    private func waitForHeight(of card: MessageCard, toLeave height: Double?) async {
        for _ in 0..<60 where card.contentView?.displayedHeight == height {
            try? await Task.sleep(for: .milliseconds(50))
        }
    }

    /// Light or dark: the window's theme and every open message, rendered again in the other theme.
    func toggleTheme() async {
        theme = theme == .dark ? .light : .dark
        let dark = theme == .dark
        let button = window.themeButton
        await Task { @GLibActor in
            Desktop.preferDarkTheme(dark)
            button.setButtonLabel(dark ? "Light" : "Dark")
        }.value
        await column.renderShownMessagesAgain()
        await events.log("theme", [("theme", .string(theme.rawValue))] + (await openFields()), window: window)
    }

    func scaleText(by step: Double) async {
        textScale = min(3, max(0.8, textScale + step))
        for module in openModules { textScale = await module.setTextScale(textScale) }
        await events.log("text-scale", [("scale", .number(textScale))] + (await openFields()), window: window)
    }

    /// Finds `text` in every open message, after any find still running; the count shows beside the entry.
    func find(_ text: String) async {
        findText = text
        let previous = findChain
        let task = Task {
            await previous?.value
            await self.runFind(text)
        }
        findChain = task
        await task.value
    }

    private func runFind(_ text: String) async {
        guard text == findText else { return }  // a newer text is queued: only its result is shown
        var matches = 0
        for module in openModules {
            if text.isEmpty { await module.clearFind() } else { matches += await module.find(text) }
        }
        guard text == findText else { return }
        let label = text.isEmpty ? "" : "\(matches) match\(matches == 1 ? "" : "es")"
        await window.setFindCount(label)
        await events.log("find", [("text", .string(text)), ("matches", .int(matches))], window: window)
    }

    func findNext() async {
        guard let module = openModules.last, !findText.isEmpty else { return }
        let result = await module.findNext()
        await events.log("find-next", [("current", .int(result.current ?? 0))], window: window)
    }

    /// Prints the newest open message to a PDF beside the reader, its header first.
    func printPDF() async {
        guard let card = column.cards.last(where: \.isLive), let module = card.module else { return }
        let document = card.document
        let header =
            document.isMessage
            ? ContentPrintHeader(
                subject: document.title, from: document.sender, date: document.byline.isEmpty ? nil : document.byline)
            : nil
        let name = card.document.title.map { $0.isLetter || $0.isNumber ? $0 : "-" }.prefix(60)
        let path = "\(options.pdfFolder)/\(String(name)).pdf"
        do {
            let pdf = try await module.printPDF(header: header)
            try pdf.write(to: URL(fileURLWithPath: path))
            await showPanel("Printed to PDF", path, nil)
        } catch {
            await showPanel("Cannot print", "\(error)", nil)
        }
    }

    func showPanel(_ title: String, _ detail: String, _ primary: String?, target: URL? = nil, image: Data? = nil) async
    {
        panelTarget = target
        let panel = window.panel
        await Task { @GLibActor in panel.show(title: title, detail: detail, primary: primary, image: image) }.value
        await events.log(
            "panel",
            [
                ("title", .string(title)), ("detail", .string(detail)),
                ("action", primary.map(ReaderEvent.Value.string) ?? .null),
            ],
            window: window)
    }

    func closePanel() async {
        let panel = window.panel
        let wasShown = await Task { @GLibActor in
            let shown = panel.isShown
            panel.hide()
            return shown
        }.value
        if wasShown { await events.log("panel-closed", window: window) }
    }

    /// The panel's primary button: opens the confirmed link in the desktop's browser.
    func panelPrimary() async {
        guard let target = panelTarget else { return }
        panelTarget = nil
        let uri = target.absoluteString
        await Task { @GLibActor in Desktop.open(uri) }.value
        await closePanel()
        await events.log("opened-browser", [("url", .string(uri))], window: window)
    }
}
#endif
