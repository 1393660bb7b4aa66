import Foundation
import WebContentCore

extension ContentModuleConformance {
    /// A snapshot, taken through the module, covers the whole document, even one taller than the view (600 CSS pixels
    /// on every engine).
    public func aSnapshotCoversADocumentTallerThanTheView() async throws {
        try await withModule { module, engine, _, _ in
            let result = try await module.renderAndWait(Self.block(1800)).get()
            let (width, height) = try Self.pngSize(try await module.snapshotPNG())
            // Pixels per CSS pixel differ by display; the image's shape does not.
            let expected = result.height / engine.viewportWidth
            try require(
                abs(Double(height) / Double(width) - expected) < 0.05 * expected,
                "a \(width) x \(height) px image for content \(result.height) px tall at \(engine.viewportWidth) px wide"
            )
        }
    }

    /// A snapshot with a maximum height keeps the document's top that tall; the same engine's whole snapshot is the
    /// control.
    public func aSnapshotKeepsTheTopItIsAskedFor() async throws {
        try await withModule { module, engine, _, _ in
            let result = try await module.renderAndWait(Self.block(1800)).get()
            let (width, height) = try Self.pngSize(try await engine.snapshotPNG(maximumHeight: 400))
            let (_, whole) = try Self.pngSize(try await engine.snapshotPNG())
            let expected = 400 / engine.viewportWidth
            try require(
                abs(Double(height) / Double(width) - expected) < 0.05 * expected && whole > 3 * height,
                "a \(width) x \(height) px image of content \(result.height) px tall at most 400 px (whole: \(whole) px)"
            )
        }
    }

    /// The width and height an image's IHDR chunk gives.
    static func pngSize(_ png: Data) throws -> (width: Int, height: Int) {
        let bytes = [UInt8](png)
        try require(bytes.count >= 24 && bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "not a PNG: \(bytes.prefix(8))")
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        try require(width > 0 && height > 0, "an empty image: \(width) x \(height)")
        return (width, height)
    }
}
