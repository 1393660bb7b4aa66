#if canImport(WebKit) && canImport(UIKit)
import Foundation
import UIKit
import WebContentCore
import WebContentPageSession

/// A page renderer on a fixed sheet: UIKit sets the paper and printable rects only for a print it presents, so a
/// PDF made without a printer takes them from here
/// (https://developer.apple.com/documentation/uikit/uiprintpagerenderer/paperrect).
final class PrintPageRenderer: UIPrintPageRenderer {
    private let page: PrintedPage

    init(page: PrintedPage) {
        self.page = page
        super.init()
    }

    override var paperRect: CGRect { CGRect(x: 0, y: 0, width: page.width, height: page.height) }

    override var printableRect: CGRect {
        let printable = page.printable
        return CGRect(x: printable.x, y: printable.y, width: printable.width, height: printable.height)
    }
}
#endif
