import Foundation

/// The bytes of WebContentMail's own resources (the Encoding Standard's index tables under `Resources/encoding`).
enum MailResources {
    /// The bytes of a resource under Resources/, such as `encoding/big5.bin`; fails loudly when the package is broken.
    static func data(_ path: String) -> Data {
        guard let root = Bundle.module.url(forResource: "Resources", withExtension: nil),
            let data = try? Data(contentsOf: root.appendingPathComponent(path))
        else {
            preconditionFailure("WebContentMail resource \(path) is missing")
        }
        return data
    }
}
