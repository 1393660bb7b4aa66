public import Foundation

/// https://developer.apple.com/documentation/appkit/nswindow (the WebKit tests' host window)
///
/// Bookkeeping only: a web view's pixels live in a GTK window of the shim's WKWebView, shown whether or not the
/// view is in an NSWindow (see the WebKit shim's `ShimLimits`).
@MainActor open class NSWindow: NSObject {
    /// https://developer.apple.com/documentation/appkit/nswindow/stylemask-swift.struct
    public struct StyleMask: OptionSet, Sendable {
        /// The mask's bits.
        public let rawValue: UInt
        /// A mask of `rawValue`'s bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/appkit/nswindow/stylemask-swift.struct/borderless
        public static let borderless = Self([])
    }

    /// https://developer.apple.com/documentation/appkit/nswindow/backingstoretype-swift.enum
    public enum BackingStoreType: UInt, Sendable { case retained, nonretained, buffered }

    /// https://developer.apple.com/documentation/appkit/nswindow/init(contentrect:stylemask:backing:defer:)
    public init(
        contentRect: NSRect, styleMask style: StyleMask, backing backingStoreType: BackingStoreType, defer flag: Bool
    ) {
        super.init()
        let view = NSView(frame: NSRect(origin: .zero, size: contentRect.size))
        // An initializer's own assignment runs no observer.
        view.hostWindow = self
        contentView = view
    }

    /// https://developer.apple.com/documentation/appkit/nswindow/isreleasedwhenclosed
    open var isReleasedWhenClosed = true

    /// https://developer.apple.com/documentation/appkit/nswindow/contentview
    open var contentView: NSView? {
        didSet {
            oldValue?.hostWindow = nil
            contentView?.hostWindow = self
        }
    }

    /// https://developer.apple.com/documentation/appkit/nswindow/orderfrontregardless()
    open func orderFrontRegardless() { isShown = true }

    /// https://developer.apple.com/documentation/appkit/nswindow/orderout(_:)
    open func orderOut(_ sender: Any?) { isShown = false }

    /// https://developer.apple.com/documentation/appkit/nswindow/close()
    open func close() { isShown = false }

    /// Whether the window is on screen.
    package private(set) var isShown = false
}
