internal import CWebKitGTK
import Foundation
import WebContentGTK

/// https://developer.apple.com/documentation/webkit/wkcontentruleliststore
///
/// Over a WebKitGTK user content filter store in the same folder.
@MainActor open class WKContentRuleListStore: NSObject {
    private let path: String

    private init(path: String) { self.path = path }

    /// Where the default store keeps its lists (Apple's lives in the app's Library).
    private static let defaultStore = WKContentRuleListStore(
        path: FileManager.default.temporaryDirectory.appendingPathComponent("WKContentRuleListStore").path)

    /// https://developer.apple.com/documentation/webkit/wkcontentruleliststore/default()
    open class func `default`() -> Self! { defaultStore as? Self }

    /// https://developer.apple.com/documentation/webkit/wkcontentruleliststore/init(url:)
    public convenience init!(url: URL!) {
        guard let url else { return nil }
        self.init(path: url.path)
    }

    /// https://developer.apple.com/documentation/webkit/wkcontentruleliststore/compilecontentrulelist(foridentifier:encodedcontentrulelist:completionhandler:)
    ///
    /// Throws what WebKitGTK's compiler reports for JSON it does not accept.
    open func compileContentRuleList(
        forIdentifier identifier: String!, encodedContentRuleList: String!
    ) async throws
        -> WKContentRuleList?
    {
        let (path, identifier, source) = (path, identifier ?? "", encodedContentRuleList ?? "")
        let filter = try await withCheckedThrowingContinuation { continuation in
            GLibQueue.shared.post {
                FilterStoreCall.save(path: path, identifier: identifier, source: source) {
                    continuation.resume(with: $0)
                }
            }
        }
        return filter.map(WKContentRuleList.init(filter:))
    }

    /// https://developer.apple.com/documentation/webkit/wkcontentruleliststore/removecontentrulelist(foridentifier:completionhandler:)
    open func removeContentRuleList(forIdentifier identifier: String!) async throws {
        let (path, identifier) = (path, identifier ?? "")
        _ = try await withCheckedThrowingContinuation { continuation in
            GLibQueue.shared.post {
                FilterStoreCall.remove(path: path, identifier: identifier) { continuation.resume(with: $0) }
            }
        }
    }
}
