public import WebContentCore

/// What may load for one message, and why: the remote-content policy its render uses, from the reader's own
/// choice for the message, the trust store, the message's authentication and whether it is junk.
///
/// Junk (`X-Spam-Flag: YES`, or the caller says so) loads nothing remote and shows no inline images either
/// (spammers inline `data:` images to get past blocked images). Sender and domain trust count only when the
/// receiving server says DMARC or aligned DKIM passed (``MailAuthentication``); an origin in the trust store
/// lets that origin's images load, and only that origin's.
public struct RemoteContentDecision: Hashable, Sendable, Codable {
    /// What allowed remote content.
    public enum Grant: String, Hashable, Sendable, Codable {
        /// The reader allowed it for this message (or all messages).
        case message
        /// The trust store names the authentic sender's address.
        case sender
        /// The trust store names the authentic sender's domain.
        case domain
        /// The trust store names origins whose images may load.
        case origin
    }

    /// The policy the render uses: block, allow or the caller's proxy.
    public var policy: RemoteContentPolicy
    /// Under allow, the only origins that load (an origin grant); nil: any.
    public var origins: [String]?
    /// Nil when nothing allowed remote content.
    public var allowedBy: Grant?
    /// What the receiving server said of the sender (``MailAuthentication``).
    public var authentication: MailAuthentication.Verdict
    /// The message is junk: nothing remote loads and inline images are withheld.
    public var isJunk: Bool

    /// A decision as given; ``decide(headers:trust:requested:junk:)`` makes one for a message.
    public init(
        policy: RemoteContentPolicy, origins: [String]? = nil, allowedBy: Grant? = nil,
        authentication: MailAuthentication.Verdict = .none, isJunk: Bool = false
    ) {
        self.policy = policy
        self.origins = origins
        self.allowedBy = allowedBy
        self.authentication = authentication
        self.isJunk = isJunk
    }

    /// What the decision lets the content module load: its policy, its origins, and no inline images for junk.
    public var grant: RemoteContentGrant {
        RemoteContentGrant(policy: policy, origins: origins, withholdsInlineImages: isJunk)
    }

    /// Decides for a message with `headers` (nil for an HTML document, which has no sender).
    ///
    /// - Parameters:
    ///   - headers: the message's header block; nil for an HTML document.
    ///   - trust: the reader's trust store.
    ///   - requested: the reader's own choice: `.allow` grants this message, `.proxy` keeps the caller's loader,
    ///     `.block` leaves it to the trust store.
    ///   - junk: the caller's own verdict; `X-Spam-Flag: YES` makes a message junk as well.
    /// - Returns: the policy to render with, what allowed it, and how the message authenticated.
    public static func decide(
        headers: MailHeaders?, trust: RemoteContentTrust, requested: RemoteContentPolicy = .block, junk: Bool = false
    ) -> RemoteContentDecision {
        let authentication = headers.map {
            MailAuthentication(headers: $0, trustedServers: trust.authenticationServers)
        }
        let verdict = authentication?.verdict ?? .none
        let flagged = headers?["x-spam-flag"]?.trimmingCharacters(in: .whitespaces).lowercased() == "yes"
        if junk || flagged { return RemoteContentDecision(policy: .block, authentication: verdict, isJunk: true) }
        switch requested {
        case .allow: return RemoteContentDecision(policy: .allow, allowedBy: .message, authentication: verdict)
        case .proxy: return RemoteContentDecision(policy: .proxy, authentication: verdict)
        case .block: break
        }
        if verdict == .pass, let sender = authentication?.sender {
            if trust.senders.contains(sender.address.lowercased()) {
                return RemoteContentDecision(policy: .allow, allowedBy: .sender, authentication: verdict)
            }
            if trust.domains.contains(sender.domain) {
                return RemoteContentDecision(policy: .allow, allowedBy: .domain, authentication: verdict)
            }
        }
        if !trust.origins.isEmpty {
            return RemoteContentDecision(
                policy: .allow, origins: trust.origins, allowedBy: .origin, authentication: verdict)
        }
        return RemoteContentDecision(policy: .block, authentication: verdict)
    }
}
