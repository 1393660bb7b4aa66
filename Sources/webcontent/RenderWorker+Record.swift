import WebContentCore

/// A render's report record from its result: what the content module found, in the record's fields.
extension RenderWorker {
    func fill(_ record: inout ReportRecord, with result: ContentRenderResult) {
        record.timings.steps = result.stepOrder.compactMap { name in
            result.stepMilliseconds[name].map { (name, $0) }
        }
        record.height = result.height
        record.width = result.width > 0 ? result.width : settings.width
        record.title = result.title
        let document = result.report(DocumentReport.self) ?? DocumentReport()
        (record.lang, record.dir) = (document.lang, document.dir)
        record.links = document.links
        record.trackers = result.trackers
        record.images = document.images.map { image in
            var image = image
            image.src = ReportAbbreviation.url(image.src)
            return image
        }
        record.embeds = document.embeds
        record.accessibility = document.accessibility
        let reading = result.report(ReadingReport.self) ?? ReadingReport()
        (record.scale, record.textScale) = (reading.scale, reading.textScale)
        if let quotes = result.report(QuotesReport.self) { record.quotes = (quotes.collapsed, quotes.signatures) }
        let sanitizer = result.report(SanitizerReport.self) ?? SanitizerReport()
        record.removed = ReportRecord.Removed(
            elements: sanitizer.removed.elements, attributes: sanitizer.removed.attributes,
            urls: sanitizer.removed.urls)
        // The sanitizer's stops (never inserted) and the engine's (CSP, at load) are disjoint events.
        record.attempts.remoteRequests += sanitizer.remoteBlocked
        record.attempts.trackers += sanitizer.trackersBlocked
        record.errors += result.failures.map { "step \($0.step) failed: \($0.error)" }
        record.ok = result.failures.isEmpty
    }

    /// Compose and load from the render's own report; render is the rest of `total` (all of it for a failure).
    static func timings(_ result: ContentRenderResult?, total: Duration) -> ReportRecord.Timings {
        let (compose, load) = (result?.composeMilliseconds ?? 0, result?.loadMilliseconds ?? 0)
        return ReportRecord.Timings(
            composeMs: compose, loadMs: load, renderMs: max(0, total.milliseconds - compose - load),
            totalMs: total.milliseconds)
    }

    /// This document's attempts: the engine counts since its last load, and a warm shell is not reloaded.
    static func attempts(
        _ now: ContentAttempts, since before: ContentAttempts, reloaded: Bool
    ) -> ContentAttempts {
        if reloaded { return now }
        var delta = ContentAttempts()
        delta.dialogs = max(0, now.dialogs - before.dialogs)
        delta.navigations = max(0, now.navigations - before.navigations)
        delta.remoteRequests = max(0, now.remoteRequests - before.remoteRequests)
        delta.trackers = max(0, now.trackers - before.trackers)
        return delta
    }
}
