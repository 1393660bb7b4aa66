import Foundation

/// https://developer.apple.com/documentation/webkit/wkscriptmessage
@MainActor open class WKScriptMessage: NSObject {
    private let messageBody: Any
    private let contentWorld: WKContentWorld

    init(body: Any, world: WKContentWorld) {
        messageBody = body
        contentWorld = world
    }

    /// https://developer.apple.com/documentation/webkit/wkscriptmessage/body
    ///
    /// NSNumber, NSString, NSDate, NSArray, NSDictionary or NSNull, as WebKit converts the posted value.
    open var body: Any { messageBody }

    /// https://developer.apple.com/documentation/webkit/wkscriptmessage/world
    open var world: WKContentWorld { contentWorld }
}
