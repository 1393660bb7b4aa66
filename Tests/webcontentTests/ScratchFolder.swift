import Foundation

/// A fresh temporary folder for one test suite's input files.
struct ScratchFolder {
    let url: URL

    init(_ prefix: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `bytes` to `name` in the folder; its path.
    func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let file = url.appendingPathComponent(name)
        try Data(bytes).write(to: file)
        return file.path
    }

    /// Writes `text` as UTF-8 to `name` in the folder; its path.
    func write(_ name: String, _ text: String) throws -> String {
        try write(name, Array(text.utf8))
    }

    func appendingPathComponent(_ name: String) -> URL { url.appendingPathComponent(name) }
}
