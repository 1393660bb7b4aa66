public import Foundation

/// A snapshot taken from the engine whose PNG file is made when asked: taking it needs the engine, encoding it
/// does not.
///
/// A batch takes one document's snapshot and renders the next document while this one's PNG is encoded.
public struct PNGCapture: Sendable {
    private let make: @Sendable () async throws -> Data

    /// A capture that makes its PNG with `make` when asked.
    public init(encoding make: @escaping @Sendable () async throws -> Data) {
        self.make = make
    }

    /// A capture whose PNG is already made.
    public init(png: Data) {
        make = { png }
    }

    /// The PNG file.
    public func png() async throws -> Data {
        try await make()
    }
}

extension WebEngine {
    /// The engine's ``snapshotPNG(maximumHeight:)``, encoded at once: for an engine that encodes as it captures.
    public func capturePNG(maximumHeight: Double?) async throws -> PNGCapture {
        PNGCapture(png: try await snapshotPNG(maximumHeight: maximumHeight))
    }

    /// A PNG image of the whole document (``snapshotPNG(maximumHeight:)`` without a height limit).
    public func snapshotPNG() async throws -> Data {
        try await snapshotPNG(maximumHeight: nil)
    }

    /// The whole document captured for a PNG made when asked (``capturePNG(maximumHeight:)`` without a limit).
    public func capturePNG() async throws -> PNGCapture {
        try await capturePNG(maximumHeight: nil)
    }
}
