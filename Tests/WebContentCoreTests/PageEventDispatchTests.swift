import Foundation
import Testing
import WebContentConformance

@testable import WebContentCore

/// What every adapter does with a page event: counts blocked loads, forwards taps and sizes to its View.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct PageEventDispatchTests {
    final class SpyView: WebPresentationDelegate {
        var lines: [String] = []
        func webPresentation(_ presentation: any WebPresentation, didTap tap: ContentTap, generation: RenderGeneration)
        {
            lines.append("tap \(tap) \(generation)")
        }
        func webPresentation(
            _ presentation: any WebPresentation, didChangeContentSize size: ContentSize, generation: RenderGeneration
        ) { lines.append("size \(size.height) \(generation)") }
        func webPresentation(_ presentation: any WebPresentation, didChangeTitle title: String?) {}
        func webPresentation(_ presentation: any WebPresentation, didRequestRoute route: NavigationRoute) {}
    }

    @Test func blockedLoadsAreCountedWithTrackersApart() {
        var attempts = ContentAttempts()
        attempts.count(.remoteBlocked(url: "https://a.example/x.png", tracker: false))
        attempts.count(.remoteBlocked(url: "https://t.example/p.gif", tracker: true))
        attempts.count(.click(url: nil, isMainFrame: true))
        #expect(attempts.remoteRequests == 2)
        #expect(attempts.trackers == 1)
    }

    @Test func tapsAndSizesReachTheViewAndNothingElseDoes() {
        let engine = FakeWebEngine()
        let view = SpyView()
        engine.presentationDelegate = view
        let image = URL(string: "https://a.example/i.png")!
        engine.report(.tap(.image(image), RenderGeneration(2)))
        engine.report(.contentSize(ContentSize(width: 390, height: 120), RenderGeneration(2)))
        engine.report(.click(url: image, isMainFrame: false))
        engine.report(.remoteBlocked(url: "https://a.example/x.png", tracker: false))
        #expect(view.lines == ["tap image(\(image.absoluteString)) g2", "size 120.0 g2"])
    }
}
