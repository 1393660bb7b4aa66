import Foundation
import Synchronization
import WebContentCore

/// The resource provider of an engine the column hands from message to message: it answers for whichever message
/// the engine shows now.
///
/// A message's `cid:` parts are its engine's (the configuration's provider, fixed when the engine is made), so an
/// engine that goes on to the next message must answer with the next message's parts, not the last one's.
final class SwitchingResourceProvider: ContentResourceProvider {
    private let current: Mutex<any ContentResourceProvider>

    /// Answers as `provider` does until ``switchTo(_:)``.
    init(_ provider: any ContentResourceProvider) {
        current = Mutex(provider)
    }

    /// From now on the engine's loads are answered by `provider` (the message it shows next).
    func switchTo(_ provider: any ContentResourceProvider) {
        current.withLock { $0 = provider }
    }

    func resource(for url: URL) async -> ContentResource? {
        let provider = current.withLock { $0 }
        return await provider.resource(for: url)
    }
}
