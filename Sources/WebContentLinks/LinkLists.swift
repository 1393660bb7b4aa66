import Foundation

/// Reads the lists this module ships as resources (Resources/: the Public Suffix List, trackers, tracking
/// parameters, redirectors), so the lists change without code.
enum LinkLists {
    /// The text of the list `name` under Resources/; fails loudly when the package is broken.
    static func text(_ name: String) -> String {
        guard let root = Bundle.module.url(forResource: "Resources", withExtension: nil),
            let text = try? String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
        else { preconditionFailure("WebContentLinks resource \(name) is missing") }
        return text
    }
}
