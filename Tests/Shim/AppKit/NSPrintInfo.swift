public import Foundation

// tools/apple-sdk-stub compiles this file into its AppKit stub as it is: NSPrintInfo is plain values (its keys, its
// dispositions, the paper and margins an app sets), nothing of WebKitGTK, so the stub and the shim share one
// declaration of it. Its one body keeps what the dictionary says; the stub's compile never runs it.

/// https://developer.apple.com/documentation/appkit/nsprintinfo (the members the adapter's paged print sets)
///
/// Kept values: the shim's WKWebView reads them when its print operation runs.
open class NSPrintInfo: NSObject {
    /// https://developer.apple.com/documentation/appkit/nsprintinfo/attributekey
    public struct AttributeKey: Hashable, RawRepresentable, @unchecked Sendable {
        /// The key's name.
        public let rawValue: String
        /// The key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The key named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// https://developer.apple.com/documentation/appkit/nsprintinfo/jobdisposition-swift.struct
    public struct JobDisposition: Hashable, RawRepresentable, @unchecked Sendable {
        /// The disposition's name.
        public let rawValue: String
        /// The disposition named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The disposition named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// https://developer.apple.com/documentation/appkit/nsprintinfo/init(dictionary:)
    public init(dictionary attributes: [NSPrintInfo.AttributeKey: Any]) {
        jobSavingURL = attributes[.jobSavingURL] as? URL
        jobDisposition = (attributes[.jobDisposition] as? NSPrintInfo.JobDisposition) ?? .spool
    }

    /// https://developer.apple.com/documentation/appkit/nsprintinfo/jobdisposition-swift.property
    open var jobDisposition = NSPrintInfo.JobDisposition.spool

    /// https://developer.apple.com/documentation/appkit/nsprintinfo/papersize
    open var paperSize = NSSize.zero

    /// https://developer.apple.com/documentation/appkit/nsprintinfo/topmargin
    open var topMargin: CGFloat = 0

    /// https://developer.apple.com/documentation/appkit/nsprintinfo/bottommargin
    open var bottomMargin: CGFloat = 0

    /// https://developer.apple.com/documentation/appkit/nsprintinfo/leftmargin
    open var leftMargin: CGFloat = 0

    /// https://developer.apple.com/documentation/appkit/nsprintinfo/rightmargin
    open var rightMargin: CGFloat = 0

    /// Where a job whose disposition is ``JobDisposition/save`` is saved (the dictionary's
    /// ``AttributeKey/jobSavingURL``), for the shim's print operation.
    let jobSavingURL: URL?
}

extension NSPrintInfo.AttributeKey {
    /// https://developer.apple.com/documentation/appkit/nsprintinfo/attributekey/jobsavingurl
    public static let jobSavingURL = NSPrintInfo.AttributeKey("NSJobSavingURL")

    /// https://developer.apple.com/documentation/appkit/nsprintinfo/attributekey/jobdisposition
    public static let jobDisposition = NSPrintInfo.AttributeKey("NSJobDisposition")
}

extension NSPrintInfo.JobDisposition {
    /// https://developer.apple.com/documentation/appkit/nsprintinfo/jobdisposition-swift.struct/spool
    public static let spool = NSPrintInfo.JobDisposition("NSPrintSpoolJob")

    /// https://developer.apple.com/documentation/appkit/nsprintinfo/jobdisposition-swift.struct/save
    public static let save = NSPrintInfo.JobDisposition("NSPrintSaveJob")
}
