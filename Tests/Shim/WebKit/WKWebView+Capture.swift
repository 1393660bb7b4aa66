import AppKit
import Foundation

extension WKWebView {
    /// https://developer.apple.com/documentation/webkit/wkwebview/createpdf(configuration:completionhandler:)
    ///
    /// One page of the whole content, as Apple makes by default: the document is measured (in a world of the
    /// shim's own, so page scripts being off does not matter), then printed on a sheet as wide as the view and as
    /// tall as the content. The configuration's rect is not read.
    public func createPDF(
        configuration: WKPDFConfiguration = .init(),
        completionHandler: @escaping @MainActor @Sendable (Result<Data, any Error>) -> Void
    ) {
        let id = makeID()
        pdfCompletions[id] = completionHandler
        let (backend, width, viewHeight) = (backend, Double(bounds.width), Double(bounds.height))
        let measure = "Math.max(document.documentElement.scrollHeight, document.body ? document.body.scrollHeight : 0)"
        evaluateJavaScript(measure, in: nil, in: .world(name: "webkit-shim-print")) { result in
            let height = ((try? result.get()) as? NSNumber)?.doubleValue ?? viewHeight
            let sheet = PrintSheet(width: width, height: max(1, height))
            GLibQueue.shared.post { backend.printPDF(id: id, sheet: sheet) }
        }
    }

    /// https://developer.apple.com/documentation/webkit/wkwebview/printoperation(with:)
    ///
    /// An operation that prints with WebKitGTK's print operation on the print info's paper and margins, to the file
    /// it names (see `NSPrintOperation` for what the shim's operations can do).
    public func printOperation(with printInfo: NSPrintInfo) -> NSPrintOperation {
        NSPrintOperation(printInfo: printInfo) { [backend] info, file in
            let sheet = PrintSheet(
                width: Double(info.paperSize.width), height: Double(info.paperSize.height),
                top: Double(info.topMargin), bottom: Double(info.bottomMargin), left: Double(info.leftMargin),
                right: Double(info.rightMargin))
            let outcome = BlockingOutcome()
            GLibQueue.shared.post { backend.print(to: file, sheet: sheet) { outcome.set($0 == nil) } }
            return outcome.wait()
        }
    }
}
