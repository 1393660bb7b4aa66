package import Foundation
package import WebContentCore

/// One document load as an engine starts it, the same on every engine: what its content scheme serves, and where
/// the engine's navigation goes (the address its ``InitialLoadRule`` expects).
package struct PageLoad: Hashable, Sendable {
    /// The document the content scheme serves; nil when the HTML goes to the engine directly with ``baseURL``.
    package var served: ServedDocument?
    /// The base URL of HTML loaded directly.
    package var baseURL: URL?
    /// The engine's number for the load (its ticket).
    package let serial: UInt64

    /// The load of `html` delivered as `delivery`, load `serial` of the engine `host`.
    package init(_ html: String, delivery: PageDelivery, host: UInt64, serial: UInt64) {
        self.serial = serial
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

/// How a document reaches an engine's view, decided the same way by every adapter.
package enum PageDelivery: Hashable, Sendable {
    /// Loaded as HTML with its base URL: trusted content, and the blank page of a reset.
    case html(baseURL: URL?)
    /// Served through the content scheme with this Content-Security-Policy header: untrusted content.
    case scheme(contentSecurityPolicy: String)

    /// The delivery of `page`: through the content scheme with the page's own header when it has one (not the
    /// configuration's: a module can change its remote-content policy), else with its base URL.
    package init(_ page: ComposedPage) {
        self = page.contentSecurityPolicy.map { .scheme(contentSecurityPolicy: $0) } ?? .html(baseURL: page.baseURL)
    }
}
