import Foundation
import WebContentConformance

/// WordPress's own formatting of a classic post (`wpautop`, then the `[caption]` shortcode), from Debian's
/// wordpress package as `make deps` unpacks it into `.build-witness/wordpress`, run by php-cli through
/// `tools/wp-autop/autop.php`.
enum WordPressAutop {
    /// The package root, from this file.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let includes = root.appendingPathComponent(".build-witness/wordpress/usr/share/wordpress/wp-includes")

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Each file as WordPress shows it, by the path given.
    static func formatted(_ files: [String]) async throws -> [String: String] {
        guard FileManager.default.fileExists(atPath: includes.appendingPathComponent("media.php").path) else {
            throw Failure(description: "\(includes.path) is missing: `make deps` unpacks Debian's wordpress there")
        }
        let child = try ChildProcess(
            "/usr/bin/env",
            ["php", root.appendingPathComponent("tools/wp-autop/autop.php").path, includes.path] + files)
        let status = await child.wait(limit: .seconds(120))
        guard status == 0 else { throw Failure(description: "autop.php exited \(status): \(child.errorOutput)") }
        var result: [String: String] = [:]
        for line in child.output.split(separator: "\n") {
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String],
                let name = object["name"], let html = object["html"]
            else { throw Failure(description: "autop.php printed no object: \(line.prefix(200))") }
            result[name] = html
        }
        return result
    }
}
