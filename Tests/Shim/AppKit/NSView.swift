public import Foundation

/// https://developer.apple.com/documentation/foundation/nsrect
public typealias NSRect = CGRect

/// https://developer.apple.com/documentation/foundation/nssize
public typealias NSSize = CGSize

/// https://developer.apple.com/documentation/appkit/nsview (the members the adapter and its tests use)
///
/// A view here is bookkeeping on the main actor: its frame and its place in a window. A subclass that draws
/// for real (the shim's WKWebView) follows its frame through ``frameObserver``.
@MainActor open class NSView: NSObject {
    /// https://developer.apple.com/documentation/appkit/nsview/init(frame:)
    public init(frame frameRect: NSRect) { self.frame = frameRect }

    /// https://developer.apple.com/documentation/appkit/nsview/frame
    open var frame: NSRect {
        didSet { frameObserver?(frame) }
    }

    /// https://developer.apple.com/documentation/appkit/nsview/bounds
    open var bounds: NSRect { NSRect(origin: .zero, size: frame.size) }

    /// https://developer.apple.com/documentation/appkit/nsview/superview
    open var superview: NSView? { parent }

    /// https://developer.apple.com/documentation/appkit/nsview/window
    open var window: NSWindow? { hostWindow ?? parent?.window }

    /// https://developer.apple.com/documentation/appkit/nsview/addsubview(_:)
    open func addSubview(_ view: NSView) {
        view.removeFromSuperview()
        view.parent = self
        children.append(view)
    }

    /// https://developer.apple.com/documentation/appkit/nsview/removefromsuperview()
    open func removeFromSuperview() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// Called after every change of ``frame``, as a real view relayouts.
    package var frameObserver: (@MainActor (NSRect) -> Void)?
    /// The window whose content view this is.
    package weak var hostWindow: NSWindow?
    private weak var parent: NSView?
    private var children: [NSView] = []
}
