import Foundation

/// The paper a shim print lays the document out on, in points (1/72 inch): an `NSPrintInfo`'s paper and margins,
/// or the one page as large as the content that `createPDF` makes (a CSS pixel to a point, as Apple's
/// is).
struct PrintSheet: Sendable {
    var width: Double
    var height: Double
    var top = 0.0
    var bottom = 0.0
    var left = 0.0
    var right = 0.0
}
