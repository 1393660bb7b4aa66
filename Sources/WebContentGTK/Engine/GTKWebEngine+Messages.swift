#if canImport(CWebKitGTK)
import Foundation
import WebContentCore
import WebContentPageSession

extension GTKWebEngine {
    /// Hands a `wck` message to the core's inbox and sends its answer back to the page.
    func receiveMessage(_ id: UInt64, _ message: PostedPageMessage) {
        guard let inbox else { return }
        let host = host
        inbox.receive(message) { answer in
            Task { await host.reply(id, json: answer) }
        }
    }

    /// Applies what the page reported on its own.
    func handle(_ event: PageEvent) {
        // 2.50 does not name a navigation's frame: the click that precedes it does.
        if case .click(let url, let isMainFrame) = event {
            recentClick = RecentClick(url: url, isMainFrame: isMainFrame, time: .now)
        }
        record(event)
    }
}
#endif
