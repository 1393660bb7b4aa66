/// The order every engine resets in for a pool, so that none keeps anything of the document it showed.
///
/// A value, not a runner: each engine walks ``steps`` and does each step itself.
package enum EngineReset: Sendable, CaseIterable {
    /// Forget the document's reports and what the page reported (a recent click).
    case forget
    /// Put the engine's settings back: width, zoom, no scripts.
    case restore
    /// Load a blank page.
    case loadBlank

    /// Forget, restore, load a blank page, and forget again: what the old document reported while the blank page
    /// loaded belongs to it, not to the blank page.
    package static let steps: [EngineReset] = [.forget, .restore, .loadBlank, .forget]
}
