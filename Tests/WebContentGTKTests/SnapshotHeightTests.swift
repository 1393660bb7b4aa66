import Foundation
import Testing
import WebContentCore

@testable import WebContentGTK

extension GTKEngineSuite {
    /// Snapshots are as tall as the content: a short document no longer comes with the 600 px window's blank
    /// space under it, and a tall one keeps its full height.
    @Suite @MainActor
    struct SnapshotHeightTests {
        static let windowHeight = 600.0

        /// The pixel width and height in a PNG's IHDR chunk.
        static func pngSize(_ png: Data) -> (width: Int, height: Int)? {
            let bytes = [UInt8](png.prefix(24))
            guard bytes.count == 24, bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
            let number = { (range: Range<Int>) in bytes[range].reduce(0) { $0 << 8 | Int($1) } }
            return (number(16..<20), number(20..<24))
        }

        /// Renders `height` px of content and returns the reported height, the PNG's size and the device scale.
        static func snapshot(
            _ height: Int
        ) async throws -> (reported: Double, png: (width: Int, height: Int), scale: Double) {
            let configuration = WebViewConfiguratorFactory.make(.post).set(viewportWidth: 400).build()
            return try await EngineFixture.with(configuration) { engine in
                let module = ContentAssembly.assemble(engine: engine)
                let html = #"<div style="height:\#(height)px;background:#36c">block</div>"#
                let result = try await module.renderAndWait(ContentDocument(html: html)).get()
                let png = try #require(pngSize(try await engine.snapshotPNG()))
                // The PNG is as wide as the layout, times the device scale (1 under Xvfb).
                return (result.height, png, Double(png.width) / 400)
            }
        }

        @Test func aShortDocumentGivesAnImageAsTallAsItsContent() async throws {
            let (reported, png, scale) = try await Self.snapshot(100)
            #expect(reported >= 100 && reported < 200, "reported \(reported)")
            #expect(
                abs(Double(png.height) - reported * scale) <= 2 * scale,
                "PNG \(png.height) px for \(reported) px of content")
            #expect(Double(png.height) < Self.windowHeight * scale, "the window's blank space is still there")
            print("snapshot: 100 px block reported \(reported) px, PNG \(png.width)x\(png.height) (scale \(scale))")
        }

        @Test func aTallDocumentKeepsItsFullHeight() async throws {
            let (reported, png, scale) = try await Self.snapshot(1500)
            #expect(reported > Self.windowHeight)
            #expect(
                abs(Double(png.height) - reported * scale) <= 2 * scale,
                "PNG \(png.height) px for \(reported) px of content")
        }

        @Test func aRawDocumentWithoutOurContentElementIsNotCropped() async throws {
            // No bridge and no content element: nothing measures the content, so the whole document is kept.
            let png = try await EngineFixture.with { engine in
                try await engine.loadHTML(#"<div style="height:100px">raw</div>"#, baseURL: nil)
                return try #require(Self.pngSize(try await engine.snapshotPNG()))
            }
            #expect(Double(png.height) >= Self.windowHeight * Double(png.width) / 400)
        }
    }
}
