import Foundation
import WebContentCore

/// The untrusted document an engine's content scheme serves for its latest load, and the addresses of that scheme.
///
/// A content scheme answers only the address of its engine's latest load; anything else (an older load, a page
/// that navigates to another document address) is not found.
package struct ServedDocument: Hashable, Sendable {
    /// The content scheme's name.
    package static let scheme = "webcontent"

    /// The document's address.
    package var address: String
    /// The document.
    package var html: String
    /// Its Content-Security-Policy header.
    package var contentSecurityPolicy: String

    /// The document of load `serial` of the engine `host` (one number per engine, for engines whose views share
    /// one scheme handler).
    package init(host: UInt64, serial: UInt64, html: String, contentSecurityPolicy: String) {
        address = Self.address(host: host, serial: serial)
        self.html = html
        self.contentSecurityPolicy = contentSecurityPolicy
    }

    /// The address of load `serial` of the engine `host`.
    package static func address(host: UInt64, serial: UInt64) -> String {
        "\(scheme)://document/\(host)/\(serial)"
    }

    /// The engine a content-scheme address names; nil when it is not a document address.
    package static func host(of address: String) -> UInt64? {
        let parts = address.split(separator: "/")
        guard parts.count == 4, parts[0] == "\(scheme):", parts[1] == "document", UInt64(parts[3]) != nil else {
            return nil
        }
        return UInt64(parts[2])
    }

    /// The answer to a request for `address`: the document when it is this one's, nil (not found) otherwise.
    package func response(for address: String) -> ServedResponse? {
        guard address == self.address else { return nil }
        return .document(html: html, contentSecurityPolicy: contentSecurityPolicy)
    }
}
