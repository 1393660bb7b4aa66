public import Foundation

extension ContentInteractor {
    /// A paged PDF of the content on screen, with `header` above it while it prints.
    ///
    /// The page is not reloaded: the content prints as it is, under the same walls (its remote-content policy
    /// holds, so printing loads nothing that the screen did not). The header is taken away afterwards whatever
    /// happened. Throws ``WebContentError/invalidInput(_:)`` without content, or the engine's error.
    public func printPDF(header: ContentPrintHeader?) async throws -> Data {
        guard !isClosed else { throw WebContentError.engineClosed }
        guard currentDocument != nil else { throw WebContentError.invalidInput("no content to print") }
        if header != nil, !installs(.print, for: "printPDF(header:)") {
            throw WebContentError.invalidInput(
                "a print header needs the print feature (PageFeature.Name.print) in the configuration")
        }
        // Paper is white: a dark theme's adapted colours (light text, darkened blocks) would print as light text
        // in dark boxes, so the content prints in its author's colours and the screen gets its mode back after.
        let screenMode = colourMode
        // Under the light theme nothing was adapted: no two extra page calls on every print.
        let onPaper = screenMode == .adapted && configuration.trust == .untrusted && configuration.theme != .light
        if onPaper { _ = await setColourMode(.original) }
        // Paper cannot scroll sideways: content the screen's fit left wider than the screen at its readability floor
        // is zoomed to the page's width for the print, and gets the screen's fit back after.
        printScale = await fitWholeContent(within: Self.paperWidth, paged: true)
        let printed: Result<Data, any Error>
        do {
            printed = .success(try await printWithHeader(header))
        } catch {
            printed = .failure(error)
        }
        if printScale != nil { await restoreFit() }
        if onPaper { _ = await setColourMode(screenMode) }
        return try printed.get()
    }

    /// The width in CSS pixels that content is fitted to for paper: WebKit lays out an A4 or Letter page with its
    /// default margins about 700 CSS pixels wide, and a little less leaves room for either.
    static let paperWidth = 640.0

    private func printWithHeader(_ header: ContentPrintHeader?) async throws -> Data {
        guard let header else { return try await webEngine.printPDF() }
        _ = try await webEngine.callBridge(
            ContentPrintHeader.setHandler, payload: header.payload, timeout: configuration.stepTimeout)
        do {
            let pdf = try await webEngine.printPDF()
            await clearPrintHeader()
            return pdf
        } catch {
            await clearPrintHeader()
            throw error
        }
    }

    private func clearPrintHeader() async {
        do {
            _ = try await webEngine.callBridge(
                ContentPrintHeader.clearHandler, payload: .null, timeout: configuration.stepTimeout)
        } catch {
            logger.notice("print header not removed: \(error)")
        }
    }
}
