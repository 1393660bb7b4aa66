/// Which frames get the bridge: the top frame only (the default), or iframes too, from listed origins only.
///
/// The bridge's Swift-to-page calls always go to the top frame. With ``allFrames(allowedOrigins:)`` the bridge
/// also runs in every iframe's content world, so an app's all-frames setup script can `send` from there; each
/// iframe's messages carry the origin its world reads from `location` (page scripts cannot forge what another
/// world reads), and the router refuses every origin not listed with an `OriginNotAllowed` error.
public enum BridgeFrames: Hashable, Sendable {
    case topFrame
    /// Origins as `location.origin` spells them, such as `https://widgets.example.com` (scheme, host, port).
    case allFrames(allowedOrigins: Set<String>)

    /// The iframe origins whose messages are accepted; nil when iframes have no bridge.
    public var allowedOrigins: Set<String>? {
        switch self {
        case .topFrame: nil
        case .allFrames(let origins): origins
        }
    }
}
