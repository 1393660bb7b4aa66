/// What remote content may load for one render: the outcome of a trust decision, free of where it came from.
///
/// The content module renders under one (``ContentModule/render(_:remoteContent:)``,
/// ``ContentModuleInput/setRemoteContent(_:)``). A mail reader's trust decision produces it (WebContentMail's
/// `RemoteContentDecision.grant`); an app that renders other content builds one itself, or switches the policy
/// alone with ``ContentModuleInput/setRemoteContentPolicy(_:)``.
public struct RemoteContentGrant: Hashable, Sendable, Codable {
    /// The policy the render uses: block, allow or the caller's proxy.
    public var policy: RemoteContentPolicy
    /// Under allow, the only origins that load (`scheme://host[:port]`); nil: any.
    public var origins: [String]?
    /// Inline images (`data:` and `cid:`) are withheld as well, as for junk mail.
    public var withholdsInlineImages: Bool

    /// A grant of `policy`, for `origins` only when given, with inline images withheld when asked.
    public init(policy: RemoteContentPolicy, origins: [String]? = nil, withholdsInlineImages: Bool = false) {
        self.policy = policy
        self.origins = origins
        self.withholdsInlineImages = withholdsInlineImages
    }
}
