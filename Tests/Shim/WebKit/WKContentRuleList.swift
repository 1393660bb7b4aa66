import Foundation

/// https://developer.apple.com/documentation/webkit/wkcontentrulelist
///
/// A compiled WebKitGTK user content filter: WebKitGTK takes the same JSON rule format.
@MainActor open class WKContentRuleList: NSObject {
    let filter: FilterHandle

    init(filter: FilterHandle) { self.filter = filter }
}
