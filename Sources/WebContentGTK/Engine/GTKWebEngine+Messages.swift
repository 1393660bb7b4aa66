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
    /// Hands a `wck` message to the router and sends its answer back to the page.
    func receiveMessage(_ id: UInt64, json: String) {
        guard let router else { return }
        let host = host
        Task {
            let answer = await router.receive(json)
            await host.reply(id, json: answer)
        }
    }

    /// Applies what the page reported on its own.
    func handle(_ event: PageEvent) {
        switch event {
        case .tap(let tap, let generation):
            presentationDelegate?.webPresentation(self, didTap: tap, generation: generation)
        case .contentSize(let size, let generation):
            contentSize = size
            presentationDelegate?.webPresentation(self, didChangeContentSize: size, generation: generation)
        case .click(let url, let isMainFrame):
            recentClick = RecentClick(url: url, isMainFrame: isMainFrame, time: .now)
        case .remoteBlocked(_, let tracker):
            attempts.remoteRequests += 1
            if tracker { attempts.trackers += 1 }
        }
    }
}
#endif
