#if canImport(WebKit)
import Foundation
import WebContentCore
import WebKit

/// The content rule list that blocks remote loads (http, https, ws, wss) while the page's remote-content policy is
/// `.block`: a wall under the CSP that also covers trusted documents. Its JSON is the core's
/// `RemoteContentRuleList` (WebKitGTK's user content filters take the same format).
@MainActor
enum RemoteContentRules {
    static let identifier = RemoteContentRuleList.identifier

    /// Where an engine's rule list stands.
    enum State {
        /// Not on the engine's content controller.
        case none
        case compiling(Task<Void, any Error>)
        case installed
    }

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
}

extension WKWebEngine {
    /// Starts compiling the remote-content rule list and adds it to the engine's content controller.
    func compileRemoteContentRules() {
        let controller = contentController
        remoteRules = .compiling(
            Task {
                controller.add(try await RemoteContentRules.blockList())
            })
    }

    /// Waits until the rule list is in place before the first load; later loads pass straight through.
    ///
    /// A list that failed to compile fails every load: no document loads without the wall it asked for.
    func installRemoteContentRules() async throws {
        guard case .compiling(let task) = remoteRules else { return }
        do {
            try await task.value
        } catch {
            throw WebContentError.loadFailed("remote-content rules: \(error)")
        }
        // A load may have moved the state on meanwhile: only this compile's own state becomes installed.
        if case .compiling(let current) = remoteRules, current == task { remoteRules = .installed }
    }

    /// Puts the rule list on the content controller for a page under `.block` and takes it off for any other
    /// policy, before the page loads (rule lists apply from the next navigation), so the wall follows the page.
    ///
    /// A list that fails to compile fails the load that needs it, and is compiled again for the next one.
    ///
    /// Another load may change the state while this one waits for a compile (an `.allow` page takes the list off
    /// again): a compile's end is recorded only while the state is still that compile, and the state is read
    /// again afterwards, never assumed.
    func applyRemoteContentRules(for policy: RemoteContentPolicy) async throws {
        let wanted = policy == .block
        while true {
            if wanted, case .none = remoteRules { compileRemoteContentRules() }
            guard case .compiling(let task) = remoteRules else { break }
            let outcome = await task.result
            guard case .compiling(let current) = remoteRules, current == task else { continue }
            switch outcome {
            case .success:
                remoteRules = .installed
            case .failure(let error):
                remoteRules = .none
                if wanted { throw WebContentError.loadFailed("remote-content rules: \(error)") }
                return
            }
        }
        if !wanted, case .installed = remoteRules {
            contentController.remove(try await RemoteContentRules.blockList())
            remoteRules = .none
        }
    }
}
#endif
