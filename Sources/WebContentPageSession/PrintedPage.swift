import Foundation
import WebContentCore

/// The sheet an adapter that sets its own paper prints on (Apple's print operation and page renderer): A4 with a
/// half-inch margin on every side, in points (1/72 inch).
///
/// WebKitGTK's print operation takes the system's default paper instead, as GTK's file printer does for any print.
package struct PrintedPage: Hashable, Sendable {
    /// The paper's width, in points.
    package var width: Double
    /// The paper's height, in points.
    package var height: Double
    /// The margin on each of the four sides, in points.
    package var margin: Double

    /// A4 (210 × 297 mm), half an inch of margin.
    package static let standard = PrintedPage(width: 595.28, height: 841.89, margin: 36)

    /// The part of the paper the content is drawn in, from the paper's top left corner: the paper less its margins.
    package var printable: (x: Double, y: Double, width: Double, height: Double) {
        (margin, margin, max(0, width - 2 * margin), max(0, height - 2 * margin))
    }
}
