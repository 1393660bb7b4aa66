#if os(Linux)
import Foundation

extension MessageColumn {
    /// Replaces the shared web process once the pages it closed add up to ``processRecycleBytes`` of HTML.
    ///
    /// Every live card is parked (its picture stands in), the process exits with its last page, and the next
    /// placement renders the cards on screen in a new one. Returns whether it did.
    ///
    /// A closed page's nodes stay in the process's JavaScript heap until the process collects, which WebKitGTK 6.0
    /// cannot ask for and an idle process may do a minute later or not at all (ReaderMemoryTests: paging 20 heavy
    /// messages kept 370 of the 433 MiB a column that never parks holds). A process that exits gives everything
    /// back at once. Weighing closed pages by their HTML keeps ordinary threads in one process throughout: a
    /// thousand short replies weigh less than one 750 KB message.
    func recycleIfDue() async -> Bool {
        guard !keepsEngines, closedInProcess >= processRecycleBytes, rendering.isEmpty,
            !cards.contains(where: \.isAttaching)
        else { return false }
        closedInProcess = 0
        for card in cards where card.isLive { await card.park() }
        return true
    }
}
#endif
