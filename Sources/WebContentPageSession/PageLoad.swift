package import Foundation
import WebContentCore

/// One document load as an engine starts it, the same on every engine: what its content scheme serves, and where
/// the engine's navigation goes (the address its ``InitialLoadRule`` expects).
package struct PageLoad: Hashable, Sendable {
    /// The document the content scheme serves; nil when the HTML goes to the engine directly with ``baseURL``.
    package var served: ServedDocument?
    /// The base URL of HTML loaded directly.
    package var baseURL: URL?

    /// The load of `html` delivered as `delivery`, load `serial` of the engine `host`.
    package init(_ html: String, delivery: PageDelivery, host: UInt64, serial: UInt64) {
        switch delivery {
        case .html(let baseURL):
            self.baseURL = baseURL
        case .scheme(let contentSecurityPolicy):
            served = ServedDocument(
                host: host, serial: serial, html: html, contentSecurityPolicy: contentSecurityPolicy)
        }
    }

    /// Where the engine's navigation for the load goes: the served document's address, else the base URL.
    package var address: URL? {
        served.map { URL(string: $0.address) } ?? baseURL
    }
}
