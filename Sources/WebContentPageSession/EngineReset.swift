import WebContentCore

/// The order every engine resets in for a pool, so that none keeps anything of the document it showed.
@MainActor
package enum EngineReset {
    /// Forgets the document's reports (`forget`), puts the engine's settings back (`restore`: width, zoom, no scripts), loads
    /// a blank page (`loadBlank`), and forgets again: what the old document reported while the blank page loaded
    /// belongs to it, not to the blank page.
    package static func run(
        forget: () -> Void, restore: () -> Void, loadBlank: () async -> Void
    ) async {
        forget()
        restore()
        await loadBlank()
        forget()
    }
}
