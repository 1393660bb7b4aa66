/// Where `webcontent render` writes: the report format, snapshots, and the contact sheet.
struct RenderOutputOptions: Sendable {
    var json = false
    /// The single input's snapshot file.
    var png: String?
    /// One snapshot per input in this folder.
    var pngDir: String?
    var contactSheet: String?
}
