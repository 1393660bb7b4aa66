#if canImport(WebKit)
public import Foundation
import WebContentCore
import WebContentPageSession
import WebKit
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

extension WKWebEngine {
    /// A paged PDF of the document as it is now, its text text, on the core's sheet (`PrintedPage.standard`).
    ///
    /// Apple pages only through printing (`createPDF` makes one page as tall as the document): on macOS a print
    /// operation saved to a file, on iOS a page renderer with the view's print formatter drawn into a PDF.
    public func printPDF() async throws -> Data {
        guard !isClosed else { throw WebContentError.engineClosed }
        let timeout = WholeDocumentCapture.timeout(stepTimeout: configuration.stepTimeout)
        let call = try session.calls.register(Data.self, timeout: timeout, what: "print")
        call.finish(Result { () throws(WebContentError) in try printPages(on: .standard) })
        return try await call.value()
    }

    #if canImport(UIKit)
    /// The view's print formatter on a page renderer, each of its pages drawn into a PDF page.
    ///
    /// https://developer.apple.com/documentation/uikit/uiprintpagerenderer
    private func printPages(on page: PrintedPage) throws(WebContentError) -> Data {
        let renderer = PrintPageRenderer(page: page)
        renderer.addPrintFormatter(webView.viewPrintFormatter(), startingAtPageAt: 0)
        let count = renderer.numberOfPages
        renderer.prepare(forDrawingPages: NSRange(location: 0, length: count))
        let data = UIGraphicsPDFRenderer(bounds: renderer.paperRect).pdfData { context in
            for index in 0..<count {
                context.beginPage()
                renderer.drawPage(at: index, in: context.pdfContextBounds)
            }
        }
        return try WholeDocumentCapture.pdf(data)
    }
    #else
    /// The view's print operation, saved to a file without panels, and the file read back.
    ///
    /// https://developer.apple.com/documentation/webkit/wkwebview/printoperation(with:), saved to
    /// https://developer.apple.com/documentation/appkit/nsprintinfo/attributekey/jobsavingurl, run with
    /// https://developer.apple.com/documentation/appkit/nsprintoperation/run(): the one way Apple documents for a
    /// view that may have no window (`runModal(for:delegate:didRun:contextInfo:)` needs one for its sheet). It
    /// blocks the main thread until WebKit has drawn the pages.
    private func printPages(on page: PrintedPage) throws(WebContentError) -> Data {
        let file = try PrintFile()
        defer { file.remove() }
        let info = NSPrintInfo(dictionary: [.jobSavingURL: file.url])
        info.jobDisposition = .save
        info.paperSize = NSSize(width: page.width, height: page.height)
        (info.topMargin, info.bottomMargin) = (CGFloat(page.margin), CGFloat(page.margin))
        (info.leftMargin, info.rightMargin) = (CGFloat(page.margin), CGFloat(page.margin))
        let operation = webView.printOperation(with: info)
        operation.showsPrintPanel = false
        operation.showsProgressPanel = false
        return try file.pdf(printed: operation.run())
    }
    #endif
}
#endif
