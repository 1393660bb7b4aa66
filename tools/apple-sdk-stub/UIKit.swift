// Stub of the UIKit declarations the adapter's iOS path (`#if canImport(UIKit)`) and its tests use, with the
// signatures and isolation Apple's documentation gives for iOS 17 with Xcode 26 (views, menus and the app object
// @MainActor; images, colours and the pasteboard not). The Core Graphics types UIKit re-exports are in
// CoreGraphics.swift, compiled into this module beside this file.
import Foundation

// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject, NSCopying, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uicolor/clear
    open class var clear: UIColor { UIColor() }
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uiimage/cgimage
    open var cgImage: CGImage? { nil }
    // https://developer.apple.com/documentation/uikit/uiimage/pngdata()
    public func pngData() -> Data? { nil }
}
// https://developer.apple.com/documentation/uikit/uiview (the members the adapter and its tests use)
@MainActor open class UIView: NSObject {
    public init(frame: CGRect) { self.frame = frame }
    open var frame: CGRect
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    // https://developer.apple.com/documentation/uikit/uiview/superview
    open var superview: UIView? { nil }
    // https://developer.apple.com/documentation/uikit/uiview/window
    open var window: UIWindow? { nil }
    // https://developer.apple.com/documentation/uikit/uiview/isopaque
    open var isOpaque = true
    // https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    @NSCopying open var backgroundColor: UIColor?
    // https://developer.apple.com/documentation/uikit/uiview/ishidden
    open var isHidden = false
    open func addSubview(_ view: UIView) {}
    open func removeFromSuperview() {}
    // https://developer.apple.com/documentation/uikit/uiview/viewprintformatter()
    open func viewPrintFormatter() -> UIViewPrintFormatter { UIViewPrintFormatter() }
}
// https://developer.apple.com/documentation/uikit/uiwindow (the WebKit tests' host window)
@MainActor open class UIWindow: UIView {}
// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor open class UIScrollView: UIView {
    // https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum
    public enum ContentInsetAdjustmentBehavior: Int, @unchecked Sendable { case automatic = 0, scrollableAxes, never, always }
    // https://developer.apple.com/documentation/uikit/uiscrollview/scrollstotop
    open var scrollsToTop = true
    // https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.property
    open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic
    // https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled
    open var isScrollEnabled = true
}
// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor open class UIViewController: NSObject {}
// https://developer.apple.com/documentation/uikit/uiapplication (its notifications only: the adapter never reads
// `shared`, which app extensions may not use). The SDK's `nonisolated class let` is spelled `static let` here:
// Swift source cannot declare a class stored property, and callers read both alike.
@MainActor open class UIApplication: NSObject {
    // https://developer.apple.com/documentation/uikit/uiapplication/didbecomeactivenotification
    nonisolated public static let didBecomeActiveNotification = NSNotification.Name("UIApplicationDidBecomeActiveNotification")
    // https://developer.apple.com/documentation/uikit/uiapplication/willresignactivenotification
    nonisolated public static let willResignActiveNotification = NSNotification.Name("UIApplicationWillResignActiveNotification")
}
// https://developer.apple.com/documentation/uikit/uipasteboard
open class UIPasteboard: NSObject {
    // https://developer.apple.com/documentation/uikit/uipasteboard/general
    open class var general: UIPasteboard { UIPasteboard() }
    // https://developer.apple.com/documentation/uikit/uipasteboard/url
    open var url: URL?
}

// MARK: Menus
// https://developer.apple.com/documentation/uikit/uimenuelement
@MainActor open class UIMenuElement: NSObject {
    // https://developer.apple.com/documentation/uikit/uimenuelement/attributes-swift.struct
    public struct Attributes: OptionSet, Sendable { public let rawValue: UInt; public init(rawValue: UInt) { self.rawValue = rawValue }; public static let disabled = Self(rawValue: 1), destructive = Self(rawValue: 2), hidden = Self(rawValue: 4) }
    // https://developer.apple.com/documentation/uikit/uimenuelement/state-swift.enum
    public enum State: Int, Sendable { case off = 0, on, mixed }
}
// https://developer.apple.com/documentation/uikit/uiactionhandler
public typealias UIActionHandler = (UIAction) -> Void
// https://developer.apple.com/documentation/uikit/uiaction
@MainActor open class UIAction: UIMenuElement {
    // https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct
    public struct Identifier: Hashable, Sendable { public init(_ rawValue: String) {} }
    // https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
    @preconcurrency public convenience init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) { self.init() }
}
// https://developer.apple.com/documentation/uikit/uimenu
@MainActor open class UIMenu: UIMenuElement {
    // https://developer.apple.com/documentation/uikit/uimenu/identifier-swift.struct
    public struct Identifier: Hashable, Sendable { public init(_ rawValue: String) {} }
    // https://developer.apple.com/documentation/uikit/uimenu/options-swift.struct
    public struct Options: OptionSet, Sendable { public let rawValue: UInt; public init(rawValue: UInt) { self.rawValue = rawValue }; public static let displayInline = Self(rawValue: 1), destructive = Self(rawValue: 2) }
    // https://developer.apple.com/documentation/uikit/uimenu/init(title:image:identifier:options:children:)
    @preconcurrency public convenience init(title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil, options: UIMenu.Options = [], children: [UIMenuElement] = []) { self.init() }
}
// https://developer.apple.com/documentation/uikit/uicontextmenucontentpreviewprovider
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?
// https://developer.apple.com/documentation/uikit/uicontextmenuactionprovider
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?
// https://developer.apple.com/documentation/uikit/uicontextmenuconfiguration
@MainActor open class UIContextMenuConfiguration: NSObject {
    // https://developer.apple.com/documentation/uikit/uicontextmenuconfiguration/init(identifier:previewprovider:actionprovider:)
    @preconcurrency public convenience init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil, actionProvider: UIContextMenuActionProvider? = nil) { self.init() }
}
// https://developer.apple.com/documentation/uikit/uicontextmenuinteractionanimating
@MainActor public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uicontextmenuinteractionanimating/previewviewcontroller
    var previewViewController: UIViewController? { get }
    // https://developer.apple.com/documentation/uikit/uicontextmenuinteractionanimating/addanimations(_:)
    func addAnimations(_ animations: @escaping () -> Void)
    // https://developer.apple.com/documentation/uikit/uicontextmenuinteractionanimating/addcompletion(_:)
    func addCompletion(_ completion: @escaping () -> Void)
}
// https://developer.apple.com/documentation/uikit/uicontextmenuinteractioncommitanimating
@MainActor public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {}

// MARK: Printing
// https://developer.apple.com/documentation/uikit/uiprintformatter
@MainActor open class UIPrintFormatter: NSObject {}
// https://developer.apple.com/documentation/uikit/uiviewprintformatter
@MainActor open class UIViewPrintFormatter: UIPrintFormatter {}
// https://developer.apple.com/documentation/uikit/uiprintpagerenderer
@MainActor open class UIPrintPageRenderer: NSObject {
    // https://developer.apple.com/documentation/uikit/uiprintpagerenderer/paperrect
    open var paperRect: CGRect { .zero }
    // https://developer.apple.com/documentation/uikit/uiprintpagerenderer/printablerect
    open var printableRect: CGRect { .zero }
    // https://developer.apple.com/documentation/uikit/uiprintpagerenderer/numberofpages
    open var numberOfPages: Int { 0 }
    // https://developer.apple.com/documentation/uikit/uiprintpagerenderer/addprintformatter(_:startingatpageat:)
    open func addPrintFormatter(_ formatter: UIPrintFormatter, startingAtPageAt pageIndex: Int) {}
    // https://developer.apple.com/documentation/uikit/uiprintpagerenderer/prepare(fordrawingpages:)
    open func prepare(forDrawingPages range: NSRange) {}
    // https://developer.apple.com/documentation/uikit/uiprintpagerenderer/drawpage(at:in:)
    open func drawPage(at pageIndex: Int, in printableRect: CGRect) {}
}
// https://developer.apple.com/documentation/uikit/uigraphicspdfrenderercontext
open class UIGraphicsPDFRendererContext: NSObject {
    // https://developer.apple.com/documentation/uikit/uigraphicspdfrenderercontext/pdfcontextbounds
    open var pdfContextBounds: CGRect { .zero }
    // https://developer.apple.com/documentation/uikit/uigraphicspdfrenderercontext/beginpage()
    open func beginPage() {}
}
// https://developer.apple.com/documentation/uikit/uigraphicspdfrenderer
open class UIGraphicsPDFRenderer: NSObject {
    // https://developer.apple.com/documentation/uikit/uigraphicsrenderer/init(bounds:)
    public init(bounds: CGRect) {}
    // https://developer.apple.com/documentation/uikit/uigraphicspdfrenderer/pdfdata(actions:)
    open func pdfData(actions: (UIGraphicsPDFRendererContext) -> Void) -> Data { Data() }
}
