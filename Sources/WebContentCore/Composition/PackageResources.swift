import Foundation

/// Reads the JavaScript and CSS shipped as package resources.
///
/// They are real files (Resources/js, Resources/css) so that they can be read, linted and reviewed as what they are.
public enum PackageResources {
    /// The text of a resource under Resources/, such as `js/bridge.js`; fails loudly when the package is broken.
    public static func text(_ path: String) -> String {
        guard let root = Bundle.module.url(forResource: "Resources", withExtension: nil) else {
            preconditionFailure("WebContentCore resources are missing from the bundle")
        }
        let url = root.appendingPathComponent(path)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            preconditionFailure("WebContentCore resource \(path) is missing")
        }
        return text
    }

    /// Resource texts by path, read once per process.
    static let cache = ResourceCache()
}

/// A lock-protected memo of resource texts: they never change while the process runs.
final class ResourceCache: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String: String] = [:]

    func text(_ path: String) -> String {
        lock.lock()
        defer { lock.unlock() }
        if let text = texts[path] { return text }
        let text = PackageResources.text(path)
        texts[path] = text
        return text
    }
}
