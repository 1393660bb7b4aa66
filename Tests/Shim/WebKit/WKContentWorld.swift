import Foundation

/// https://developer.apple.com/documentation/webkit/wkcontentworld
///
/// A WebKitGTK script world by name; the page world is WebKitGTK's default world (no name).
@MainActor open class WKContentWorld: NSObject {
    private static var named: [String: WKContentWorld] = [:]
    private static let pageWorld = WKContentWorld(worldName: nil)

    private let worldName: String?

    private init(worldName: String?) { self.worldName = worldName }

    /// https://developer.apple.com/documentation/webkit/wkcontentworld/page
    open class var page: WKContentWorld { pageWorld }

    /// https://developer.apple.com/documentation/webkit/wkcontentworld/world(name:)
    ///
    /// The same object for the same name, as WebKit gives.
    open class func world(name: String) -> WKContentWorld {
        if let world = named[name] { return world }
        let world = WKContentWorld(worldName: name)
        named[name] = world
        return world
    }

    /// https://developer.apple.com/documentation/webkit/wkcontentworld/name
    ///
    /// nil for the page world.
    open var name: String? { worldName }
}
