extension ContentInteractor {
    /// The rows of a page the contrast audit reads at most (about 16,000 CSS pixels at scale 1): two snapshots of
    /// them take 100 MB at a 765 px width; texts further down keep their estimates from computed styles.
    static let contrastRows = 16_384

    /// Audits the live page's text contrast from its pixels; nil without content or when the page did not answer.
    ///
    /// The page lists its texts with their line boxes, the engine paints the page twice (as it is, then with those
    /// texts transparent) and each text is read against what was painted behind it.
    public func auditContrast() async -> ContentContrastReport? {
        guard currentDocument != nil, installs(.contrastAudit, for: "auditContrast()") else { return nil }
        let answer: JSONValue
        do {
            answer = try await webEngine.callBridge(
                ContentContrastReport.handler, payload: .object([:]), timeout: configuration.stepTimeout)
        } catch {
            logger.notice("contrast audit failed: \(error)")
            return nil
        }
        guard let texts = ContentContrastReport.texts(answer) else {
            logger.notice("contrast audit answered no texts")
            return nil
        }
        guard !texts.isEmpty else { return ContentContrastReport(texts, pixels: nil) }
        return ContentContrastReport(texts, pixels: await paintedContrast(viewport: answer["viewport"]?.doubleValue))
    }

    /// The page painted with its texts and without them; nil when the engine cannot give both (the audit then keeps the
    /// estimates).
    ///
    /// The texts are shown again whatever happened.
    private func paintedContrast(viewport: Double?) async -> PaintedContrast? {
        let timeout = configuration.stepTimeout
        do {
            let shown = try await webEngine.snapshotPixels(maximumRows: Self.contrastRows)
            _ = try await webEngine.callBridge(
                ContentContrastReport.hideHandler, payload: .object(["hidden": .bool(true)]), timeout: timeout)
            let hidden: Result<ContentPixels, any Error>
            do {
                hidden = .success(try await webEngine.snapshotPixels(maximumRows: Self.contrastRows))
            } catch {
                hidden = .failure(error)
            }
            _ = try await webEngine.callBridge(
                ContentContrastReport.hideHandler, payload: .object(["hidden": .bool(false)]), timeout: timeout)
            let width = viewport.flatMap { $0 > 0 ? $0 : nil } ?? configuration.viewportWidth
            return PaintedContrast(shown: shown, hidden: try hidden.get(), scale: Double(shown.width) / width)
        } catch {
            logger.notice("contrast audit reads estimates only: \(error)")
            return nil
        }
    }
}
