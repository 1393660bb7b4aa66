import ArgumentParser
import WebContentCore

/// `--remote-content`: what a command line lets remote content do, from least to most.
///
/// `proxy` is this program's own loader: it fetches remote images itself (over the service's egress filter when
/// serving) and hands the page their bytes, so WebKit's network never reaches the content's servers.
enum RemoteContentChoice: String, CaseIterable, Sendable, ExpressibleByArgument {
    case block
    case proxy
    case allow

    var policy: RemoteContentPolicy {
        switch self {
        case .block: .block
        case .proxy: .proxy
        case .allow: .allow
        }
    }

    /// Whether this lets remote content do more than `ceiling` does: a service refuses such a request.
    func exceeds(_ ceiling: RemoteContentChoice) -> Bool {
        Self.allCases.firstIndex(of: self)! > Self.allCases.firstIndex(of: ceiling)!
    }
}
