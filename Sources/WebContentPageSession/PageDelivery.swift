package import Foundation
package import WebContentCore

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
