package import Foundation
import WebContentCore

/// The remote-content rule list (``RemoteContentRuleList``) as an engine compiled it: once per process, shared by
/// every engine, compiled in a store of its own in a temporary folder that goes at once.
///
/// An engine's default store keeps compiled lists on disk for good (Apple's in the app's Library), and none has an
/// in-memory one; a compiled list stays usable after its file is gone (WebKit maps it into memory when compiling).
/// A compile that failed is tried again by the next engine that asks.
@MainActor
package final class CompiledRuleList<List> {
    private var compiled: List?

    /// A list not compiled yet.
    package init() {}

    /// The compiled list: `compile` compiles ``RemoteContentRuleList/json`` under its identifier in a store in
    /// the folder it is given, removes it from that store, and returns it (nil: the engine could not compile it).
    package func list(compile: @MainActor (_ storeFolder: URL) async throws -> List?) async throws -> List {
        if let compiled { return compiled }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("WebContentKit-rules-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let list = try await compile(folder) else {
            throw WebContentError.loadFailed("the remote-content rule list did not compile")
        }
        compiled = list
        return list
    }
}
