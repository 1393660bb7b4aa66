import Foundation
import Testing

@testable import WebContentCore
@testable import WebContentPageSession

/// The remote-content rule list's JSON: every remote scheme blocked, WebSockets included, in a form WebKit compiles;
/// and its compile, once per process in a folder that goes.
@Suite(.timeLimit(.minutes(10))) struct RemoteContentRuleListTests {
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

    @MainActor
    @Test func theListCompilesOnceInAFolderThatGoesAndAFailedCompileIsTriedAgain() async throws {
        let cache = CompiledRuleList<String>()
        var folders: [URL] = []
        await #expect(throws: WebContentError.loadFailed("the remote-content rule list did not compile")) {
            try await cache.list { folder in
                folders.append(folder)
                return nil
            }
        }
        let first = try await cache.list { folder in
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            folders.append(folder)
            return "compiled"
        }
        let second = try await cache.list { _ in "again" }
        #expect(first == "compiled" && second == "compiled")
        #expect(folders.count == 2)
        #expect(!FileManager.default.fileExists(atPath: folders[1].path))
    }
}
