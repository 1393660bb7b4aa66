package import Foundation
package import WebContentCore

/// A snapshot or a print of the whole document, as far as it does not depend on the engine: how long it may take,
/// what a failed one fails with, which rows of the engine's image a snapshot keeps.
package enum WholeDocumentCapture: String, Hashable, Sendable {
    case snapshot
    case print

    /// How long either may take: a minute, or the configuration's step timeout when that is longer.
    ///
    /// A snapshot or a PDF of a long manual (200,000 px tall) takes WebKit seconds to paint, far past a render
    /// step's timeout (the WebKit adapter had the step's 5 s and timed out on a loaded machine where the GTK
    /// adapter had a minute).
    package static func timeout(stepTimeout: Duration) -> Duration { max(.seconds(60), stepTimeout) }

    /// What the capture fails with when the engine reports an error: the engine's description, named after it.
    package func failure(_ description: String) -> WebContentError { .loadFailed("\(rawValue): \(description)") }

    /// What the capture fails with when the engine answered with no `what` (no image, no texture).
    package func missing(_ what: String) -> WebContentError { .malformedResult("\(rawValue) returned no \(what)") }

    /// What the engine's answer comes to: its error when it reported one, else `value`, else ``missing(_:)``.
    package func outcome<Value>(_ value: Value?, error: String?, missing what: String) -> Result<Value, WebContentError>
    {
        if let error { return .failure(failure(error)) }
        guard let value else { return .failure(missing(what)) }
        return .success(value)
    }

    /// The bytes a print wrote, when they are a PDF: an engine's file printer that fails quietly leaves none.
    package static func pdf(_ data: Data?) throws(WebContentError) -> Data {
        guard let data, data.starts(with: Array("%PDF".utf8)) else { throw .malformedResult("print produced no PDF") }
        return data
    }

    /// How many rows of an engine's full-document image a snapshot keeps (nil: all): the content's measured height in
    /// image pixels when the engine's image is never shorter than its view (WebKitGTK's), and no more than
    /// `maximumRows`.
    ///
    /// `pixelsPerCSSPixel` is the display's scale times the page zoom.
    package static func rows(contentHeight: Double?, pixelsPerCSSPixel: Double, maximumRows: Int?) -> Int? {
        let measured = contentHeight.map { Int(($0 * pixelsPerCSSPixel).rounded(.up)) }
        return [measured, maximumRows].compactMap { $0 }.min()
    }

    /// Of an image `height` rows tall, how many ``rows(contentHeight:pixelsPerCSSPixel:maximumRows:)`` keeps:
    /// at least one, at most the image's.
    package static func kept(_ rows: Int?, of height: Int) -> Int {
        rows.map { max(1, min($0, height)) } ?? height
    }
}
