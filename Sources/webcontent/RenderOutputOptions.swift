/// Where `webcontent render` writes: the report format, snapshots, and the contact sheet.
struct RenderOutputOptions: Sendable {
    var json = false
    /// The single input's snapshot file.
    var png: String?
    /// One snapshot per input in this folder.
    var pngDir: String?
    var contactSheet: String?
    /// The single input's PDF file.
    var pdf: String?
    /// One PDF per input in this folder.
    var pdfDir: String?
    /// Only this part of the inputs is rendered (--shard); outputs are named as the whole batch would name them.
    var shard: RenderShard?
    /// Inputs whose every requested output file exists are skipped (--missing-only), so a re-run finishes a batch.
    var missingOnly = false
}

/// Where one document's files go.
struct RenderTargets: Sendable {
    var png: String?
    var pdf: String?
}
