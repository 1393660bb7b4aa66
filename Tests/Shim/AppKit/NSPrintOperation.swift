public import Foundation

/// https://developer.apple.com/documentation/appkit/nsprintoperation (an operation a view made:
/// `WKWebView.printOperation(with:)` here)
///
/// The shim has no print panels and no printers: an operation only saves to a file
/// (``NSPrintInfo/JobDisposition/save``) with both panels off, and fails to run otherwise.
@MainActor open class NSPrintOperation: NSObject {
    /// https://developer.apple.com/documentation/appkit/nsprintoperation/showsprintpanel
    open var showsPrintPanel = true

    /// https://developer.apple.com/documentation/appkit/nsprintoperation/showsprogresspanel
    open var showsProgressPanel = true

    /// https://developer.apple.com/documentation/appkit/nsprintoperation/run()
    ///
    /// Blocks the calling thread until the view has printed, as Apple's does.
    open func run() -> Bool {
        guard !showsPrintPanel, !showsProgressPanel, printInfo.jobDisposition == .save,
            let file = printInfo.jobSavingURL
        else { return false }
        return printer(printInfo, file)
    }

    /// An operation whose `run()` has `printer` print with `printInfo` to the file it names, blocking until done;
    /// true when the printer wrote the file.
    package init(printInfo: NSPrintInfo, printer: @escaping @MainActor (NSPrintInfo, URL) -> Bool) {
        self.printInfo = printInfo
        self.printer = printer
    }

    private let printInfo: NSPrintInfo
    private let printer: @MainActor (NSPrintInfo, URL) -> Bool
}
