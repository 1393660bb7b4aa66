#if canImport(WebKit)
import Foundation
import WebContentCore
import WebContentPageSession
import WebKit

/// The core's remote-content rule list on WebKit: compiled by a `WKContentRuleListStore` (`CompiledRuleList`),
/// switched by the core's `RuleListSwitch`.
@MainActor
enum RemoteContentRules {
    private static let shared = CompiledRuleList<WKContentRuleList>()

    static func blockList() async throws -> WKContentRuleList {
        try await shared.list { folder in
            let identifier = RemoteContentRuleList.identifier
            guard let store = WKContentRuleListStore(url: folder) else { return nil }
            let list = try await store.compileContentRuleList(
                forIdentifier: identifier, encodedContentRuleList: RemoteContentRuleList.json)
            try? await store.removeContentRuleList(forIdentifier: identifier)
            return list
        }
    }

    /// The core's switch over `controller`: the shared list goes on and comes off the engine's content controller.
    static func `switch`(for controller: WKUserContentController) -> RuleListSwitch {
        RuleListSwitch(
            install: { controller.add(try await blockList()) }, remove: { controller.remove(try await blockList()) })
    }
}
#endif
