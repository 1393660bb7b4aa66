import Foundation

// Objective-C selectors (Darwin's NSObjectProtocol): the WebKit tests reach WebKit's own testing hooks through
// them. The shim answers the hooks its WKWebView implements (`WKWebView.testingHooks`) and no other selector.

/// https://developer.apple.com/documentation/objectivec/selector
public struct Selector: Sendable {
    let name: String
    /// The selector named `name`.
    public init(_ name: String) { self.name = name }
}

/// https://developer.apple.com/documentation/foundation/1395294-nsselectorfromstring
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }

extension NSObject {
    /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/responds(to:)
    public func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector, let webView = self as? WKWebView else { return false }
        return MainActor.assumeIsolated { webView.respondsToTestingHook(aSelector.name) }
    }

    /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/perform(_:)
    ///
    /// Traps on a selector the object does not answer, as Objective-C's "unrecognized selector" does.
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        guard let aSelector, let webView = self as? WKWebView else {
            preconditionFailure("unrecognized selector sent to \(type(of: self))")
        }
        MainActor.assumeIsolated { webView.performTestingHook(aSelector.name) }
        return nil
    }
}
