import ArgumentParser
import WebContentCore

/// `--remote-content`: the policies a command line can apply (a proxy needs a loader of the app's own).
enum RemoteContentChoice: String, CaseIterable, Sendable, ExpressibleByArgument {
    case block
    case allow

    var policy: RemoteContentPolicy {
        switch self {
        case .block: .block
        case .allow: .allow
        }
    }
}
