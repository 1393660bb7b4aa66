import Foundation
import WebContentConformance

/// WordPress's own `wpautop`, from Debian's wordpress package as `make deps` unpacks it into
/// `.build-witness/wordpress`, run by php-cli through `tools/wp-autop/autop.php`.
enum WordPressAutop {
    /// The package root, from this file.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let formatting = root.appendingPathComponent(
        ".build-witness/wordpress/usr/share/wordpress/wp-includes/formatting.php")

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// `wpautop` of each file, by the path given.
    static func paragraphs(_ files: [String]) async throws -> [String: String] {
        guard FileManager.default.fileExists(atPath: formatting.path) else {
            throw Failure(description: "\(formatting.path) is missing: `make deps` unpacks Debian's wordpress there")
        }
        let child = try ChildProcess(
            "/usr/bin/env",
            ["php", root.appendingPathComponent("tools/wp-autop/autop.php").path, formatting.path] + files)
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
