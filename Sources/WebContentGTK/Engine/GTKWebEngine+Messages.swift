#if canImport(CWebKitGTK)
import Foundation
import WebContentCore
import WebContentPageSession

extension GTKWebEngine {
    /// Routes a `wck` message that holds a send through the inbox and sends its answer back to the page.
    func receiveMessage(_ id: UInt64, _ message: PostedPageMessage) {
        guard let inbox else { return }
        let host = host
        Task {
            let answer = await inbox.answer(message)
            await host.reply(id, json: answer)
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
