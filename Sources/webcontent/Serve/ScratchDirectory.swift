import Foundation

/// The service's private folder for the PNGs and PDFs it renders before sending them: made by `mkdtemp`, so its
/// name cannot be guessed and only this user may enter it (0700).
final class ScratchDirectory {
    private(set) var path: String?

    /// Makes the folder; it is made once.
    func create() throws {
        guard path == nil else { return }
        var template = Array(
            (FileManager.default.temporaryDirectory.path + "/webcontent-serve-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "no private scratch folder"])
        }
        path = String(cString: made)
    }

    /// A new file name in the folder; nothing is created.
    func file(extension: String) -> String {
        (path ?? FileManager.default.temporaryDirectory.path) + "/" + UUID().uuidString + "." + `extension`
    }

    /// Removes the folder and whatever is left in it.
    func remove() {
        if let path { try? FileManager.default.removeItem(atPath: path) }
        path = nil
    }
}
