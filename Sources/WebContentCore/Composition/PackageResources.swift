public import Foundation

/// Reads the JavaScript and CSS shipped as the core's resources.
///
/// They are real files (Resources/js, Resources/css) so that they can be read, linted and reviewed as what they are.
public enum PackageResources {
    /// The text of a resource under Resources/, such as `js/bridge.js`; fails loudly when the package is broken.
    public static func text(_ path: String) -> String { cache.text(path) }

    /// The core's resource texts by path, read once per process.
    static let cache = ResourceTexts(bundle: .module, module: "WebContentCore")
}

/// The texts of one module's resources, each read once per process.
///
/// They never change while the process runs. A page feature declared outside the core reads its scripts with one of
/// its own bundle.
public final class ResourceTexts: @unchecked Sendable {
    private let bundle: Bundle
    private let module: String
    private let lock = NSLock()
    private var texts: [String: String] = [:]

    /// The resources of `bundle`, the bundle of the module named `module` (named when one is missing).
    public init(bundle: Bundle, module: String) {
        (self.bundle, self.module) = (bundle, module)
    }

    /// The text of the resource at `path` under Resources/; fails loudly when the package is broken.
    public func text(_ path: String) -> String {
        lock.lock()
        defer { lock.unlock() }
        if let text = texts[path] { return text }
        guard let root = bundle.url(forResource: "Resources", withExtension: nil) else {
            preconditionFailure("\(module) resources are missing from the bundle")
        }
        guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else {
            preconditionFailure("\(module) resource \(path) is missing")
        }
        texts[path] = text
        return text
    }
}
