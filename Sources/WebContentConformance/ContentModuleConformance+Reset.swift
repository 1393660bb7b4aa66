import Foundation
import WebContentCore

extension ContentModuleConformance {
    /// `reset()` gives a pool back an engine as it was made: configured width, no content, size, title or
    /// attempts, and a view no taller than before its last snapshot, so the next short document is short.
    public func resetRestoresSizeAndState() async throws {
        try await withModule(WebViewConfiguration { $0.viewportWidth = 360 }) { module, engine, _, _ in
            let html = #"<title>before</title><div style="height:1800px">tall</div>"#
            _ = try await module.renderAndWait(ContentDocument(html: html)).get()
            _ = try await engine.snapshotPNG()
            engine.viewportWidth = 500

            await engine.reset()
            try require(engine.viewportWidth == 360, "width \(engine.viewportWidth) after reset, expected 360")
            try require(engine.contentSize == .zero, "content size \(engine.contentSize) after reset")
            try require(engine.title == nil, "title \(String(describing: engine.title)) after reset")
            try require(engine.attempts == ContentAttempts(), "attempts \(engine.attempts) after reset")

            // A pool hands the engine to a new module, which installs its scripts again.
            let next = ContentAssembly.assemble(
                engine: engine,
                router: RecordingRouter(),
                moduleOutput: RecordingModuleOutput(), renderStrategyFactory: RenderStrategyFactory())
            let short = try await next.renderAndWait(Self.block(120, "short")).get()
            try require(near(short.height, 120), "height \(short.height) after reset, expected about 120")
            let (width, height) = try Self.pngSize(try await engine.snapshotPNG())
            let expected = short.height / engine.viewportWidth
            try require(
                abs(Double(height) / Double(width) - expected) < 0.05 * expected + 0.02,
                "after reset a \(width) x \(height) px image for content \(short.height) px tall")
        }
    }
}
