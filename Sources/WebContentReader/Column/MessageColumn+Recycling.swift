#if os(Linux)
import Foundation

extension MessageColumn {
    /// Replaces the shared web process once the pages it closed weigh ``processRecycleBytes`` (``closedWeight(_:)``).
    ///
    /// Every live card is parked (its picture stands in) and every spare engine closes, the process exits with its
    /// last page, and the next placement renders the cards on screen in a new one. Returns whether it did.
    ///
    /// A closed page's nodes stay in the process's JavaScript heap until the process collects, which WebKitGTK 6.0
    /// cannot ask for and an idle process may do a minute later or not at all (ReaderMemoryTests: paging 20 heavy
    /// messages kept 370 of the 433 MiB a column that never parks holds). A process that exits gives everything
    /// back at once.
    func recycleIfDue() async -> Bool {
        guard !keepsEngines, closedInProcess >= processRecycleBytes, rendering.isEmpty,
            !cards.contains(where: \.isAttaching)
        else { return false }
        closedInProcess = 0
        replacedProcesses += 1
        let spares = spares
        self.spares = []
        for spare in spares { await spare.module.close() }
        for card in cards where card.isLive { await card.park() }
        return true
    }

    /// The newest spare engine that fits `document`'s configuration, taken out of ``spares``; nil when none does.
    func takeSpare(for document: ReaderDocument) -> SpareEngine? {
        guard !spares.isEmpty else { return nil }
        let configuration = configuration(document)
        guard let index = spares.lastIndex(where: { $0.fits(configuration, isMessage: document.isMessage) })
        else { return nil }
        return spares.remove(at: index)
    }

    /// Closes the oldest spare engines until at most `count` are left (all of them with 0).
    func closeSpares(keeping count: Int) async {
        while spares.count > count { await closeSpare(spares.removeFirst()) }
    }

    /// Closes a spare engine no message took: its page now weighs on the shared process like any closed page.
    func closeSpare(_ spare: SpareEngine) async {
        await spare.module.close()
        closedPages += 1
        closedInProcess += spare.htmlBytes + closedPageAllowance
    }

    /// What a closed page is counted as holding in the shared process until it collects, in bytes of HTML: its own
    /// HTML and ``closedPageAllowance`` for what any page holds (the shell, the package's scripts, their compiled
    /// code, the styles).
    ///
    /// Measured in the process's PSS: 20 messages of 750 KB each held about 20 MiB apiece until a collection (25
    /// bytes a byte of HTML); 200 light replies (about 700 bytes each) 1.1 MiB apiece over some 75 closed pages
    /// (R10memory's thread, 113 -> 195 MiB before a collection) and 2-3 MiB apiece in a new process (60 -> 140 MiB
    /// over some 25 pages). 60 KB of HTML is 1.5 MiB at 25 bytes a byte: with 1 MB a light thread's process is
    /// replaced every 16 or so closed pages, a heavy one's every second. Weighed by HTML alone, the light thread
    /// never reached a replacement and its closed pages were the largest part of the reader's peak (R10memory).
    /// An engine handed on to another message closes no page; what it showed weighs its HTML alone (`open`).
    func closedWeight(_ card: MessageCard) -> Int { card.document.html.utf8.count + closedPageAllowance }
}
#endif
