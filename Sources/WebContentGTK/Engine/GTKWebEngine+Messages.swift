#if canImport(CWebKitGTK)
import Foundation
import WebContentCore

/// A link click the content world saw just before WebKit asks about the navigation it causes.
struct RecentClick {
    var url: URL?
    var isMainFrame: Bool
    var time: ContinuousClock.Instant
}

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
        switch event {
        case .contentSize(let size, _): contentSize = size
        // 2.50 does not name a navigation's frame: the click that precedes it does.
        case .click(let url, let isMainFrame): recentClick = RecentClick(url: url, isMainFrame: isMainFrame, time: .now)
        case .tap, .remoteBlocked: break
        }
        attempts.count(event)
        report(event)
    }
}
#endif
