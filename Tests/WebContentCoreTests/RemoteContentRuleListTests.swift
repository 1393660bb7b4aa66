import Foundation
import Testing

@testable import WebContentCore

/// The remote-content rule list's JSON: every remote scheme blocked, WebSockets included, in a form WebKit compiles.
@Suite struct RemoteContentRuleListTests {
    @Test func everyRemoteSchemeIsBlockedForSubresourcesAndChildFrames() throws {
        let rules = try #require(RemoteContentRuleList.rules.arrayValue)
        let filters = rules.compactMap { $0["trigger"]?["url-filter"]?.stringValue }
        #expect(Set(filters) == ["^https?://", "^wss?://"])
        for filter in ["^https?://", "^wss?://"] {
            let triggers = rules.compactMap { $0["trigger"] }.filter { $0["url-filter"]?.stringValue == filter }
            let types = Set(triggers.flatMap { $0["resource-type"]?.arrayValue?.compactMap(\.stringValue) ?? [] })
            #expect(types.isSuperset(of: ["image", "raw", "document", "media", "style-sheet", "font"]), "\(filter)")
        }
        #expect(rules.allSatisfy { $0["action"]?["type"]?.stringValue == "block" })
    }

    @Test func theJSONTextReadsBackAsTheRules() throws {
        #expect(
            try FoundationJSON.value(FoundationJSON.object(json: RemoteContentRuleList.json))
                == RemoteContentRuleList.rules)
        // WebKit's filter syntax has no alternation: one scheme family per rule.
        #expect(!RemoteContentRuleList.json.contains("|"))
    }
}
