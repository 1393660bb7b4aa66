public import Foundation

extension ContentInteractor {
    /// A PNG image of the content on screen, as the engine snapshots it (cropped to the content's measured height).
    ///
    /// Throws ``WebContentError/engineClosed`` once closed, ``WebContentError/invalidInput(_:)`` before any content,
    /// or the engine's error.
    public func snapshotPNG() async throws -> Data {
        guard !isClosed else { throw WebContentError.engineClosed }
        guard currentDocument != nil else { throw WebContentError.invalidInput("no content to snapshot") }
        return try await webEngine.snapshotPNG()
    }

    /// Closes the engine; idempotent.
    ///
    /// The engine stops telling this Interactor of its web process first, so a death while it closes starts no
    /// recovery on an engine that is going away.
    public func close() async {
        guard !isClosed else { return }
        isClosed = true
        loadedShell = nil
        if webEngine.engineDelegate === self { webEngine.engineDelegate = nil }
        await webEngine.close()
    }
}
