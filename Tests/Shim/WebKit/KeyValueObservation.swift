import Foundation

// Darwin Foundation's key-value observing (not in swift-corelibs-foundation): the part WKWebView's `title` uses.

/// https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions/new
    public static let new = Self(rawValue: 1)
}

/// https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange
public struct NSKeyValueObservedChange<Value> {
    /// https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange/newvalue
    public let newValue: Value?
}

/// https://developer.apple.com/documentation/foundation/nskeyvalueobservation
///
/// Ends its observation on `invalidate()` or when it is released, as Foundation's does.
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var end: (@Sendable () -> Void)?

    package init(end: @escaping @Sendable () -> Void) { self.end = end }

    /// https://developer.apple.com/documentation/foundation/nskeyvalueobservation/invalidate()
    public func invalidate() {
        let end = lock.withLock {
            defer { self.end = nil }
            return self.end
        }
        end?()
    }

    deinit { invalidate() }
}
