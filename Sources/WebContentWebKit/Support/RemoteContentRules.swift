#if canImport(WebKit)
import Foundation
import WebContentCore
import WebKit

/// The content rule list that blocks remote loads (http, https, ws, wss) while the page's remote-content policy is
/// `.block`: a wall under the CSP that also covers trusted documents.
///
/// Its JSON is the core's `RemoteContentRuleList` (WebKitGTK's user content filters take the same format).
@MainActor
enum RemoteContentRules {
    static let identifier = RemoteContentRuleList.identifier

    /// Compiled once per process; every engine shares it.
    private static var compiled: WKContentRuleList?

    /// The rule list, compiled in a store of its own in a temporary folder and removed from there at once.
    ///
    /// WebKit has no in-memory store, and the default one keeps compiled lists in the app's Library for good;
    /// the compiled list stays usable after its file is removed (WebKit maps it into memory when compiling).
    static func blockList() async throws -> WKContentRuleList {
        if let compiled { return compiled }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("WebContentKit-rules-\(ProcessInfo.processInfo.processIdentifier)")
        guard let store = WKContentRuleListStore(url: folder) else {
            throw WebContentError.loadFailed("no content rule list store")
        }
        let source = RemoteContentRuleList.json
        guard
            let list = try await store.compileContentRuleList(forIdentifier: identifier, encodedContentRuleList: source)
        else {
            throw WebContentError.loadFailed("the remote-content rule list did not compile")
        }
        try? await store.removeContentRuleList(forIdentifier: identifier)
        try? FileManager.default.removeItem(at: folder)
        compiled = list
        return list
    }

    /// The core's switch over `controller`: the shared list goes on and comes off the engine's content controller.
    static func `switch`(for controller: WKUserContentController) -> RuleListSwitch {
        RuleListSwitch(
            install: { controller.add(try await blockList()) }, remove: { controller.remove(try await blockList()) })
    }
}
#endif
