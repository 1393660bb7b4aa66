import Foundation

/// A new folder under the temporary directory for one figure's files, with the sides' subfolders made.
struct ScratchFolder {
    let root: URL

    /// Makes `wck-<name>-<uuid>` and each of `subfolders` inside it.
    init(_ name: String, subfolders: [String] = []) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("wck-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for subfolder in subfolders {
            try FileManager.default.createDirectory(at: url(subfolder), withIntermediateDirectories: true)
        }
    }

    /// A file or subfolder inside the root.
    func url(_ name: String) -> URL { root.appendingPathComponent(name) }

    /// Deletes the folder and everything in it.
    func remove() { try? FileManager.default.removeItem(at: root) }
}
