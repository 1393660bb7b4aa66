/// Provides the setup scripts for a kind of content: the bridge, event reporting, the sanitizer, the steps,
/// then the app's own scripts.
///
/// They are installed as document-start scripts in the isolated content world, so they run in the new
/// document: scripts evaluated before a load run in the old document and are gone with it.
public struct ScriptProvider: Sendable {
    /// Scripts of the app's own, installed after the package's: they register bridge handlers that the app's
    /// ``RenderStrategyFactory/additionalSteps`` or ``WebEngine/callBridge(_:payload:timeout:)`` reach.
    public var appScripts: [UserScript]

    /// The scripts, in the order they must run; each is a package resource.
    public static let resourcePaths = [
        "js/bridge.js", "js/events.js",
        // The sanitizer's parts, in dependency order: sanitizer.js reads what the other four define.
        "js/sanitizer-policy.js", "js/sanitizer-urls.js", "js/sanitizer-css.js", "js/sanitizer-a11y.js",
        "js/sanitizer.js",
        // The render steps; then the collect step, which reads the content element steps.js hands on.
        "js/steps.js", "js/collect.js",
        // Quoted history and signatures behind a toggle; then fit-to-width and text scale, find, the contrast
        // audit: each uses the content element steps.js hands on; the dark palette builds on the audit's arithmetic
        // and the colours apply it.
        "js/quotes.js", "js/reading.js", "js/find.js", "js/contrast.js", "js/palette.js", "js/colours.js",
        // The print header: there only while the content prints.
        "js/print.js",
    ]

    /// A provider that installs `appScripts` after the package's scripts.
    public init(appScripts: [UserScript] = []) {
        self.appScripts = appScripts
    }

    /// The setup scripts for `kind` under `configuration`.
    ///
    /// Everything runs in the top frame only; the bridge also runs in iframes when the configuration asks for it
    /// (``BridgeFrames/allFrames(allowedOrigins:)``), where it only sends, and the router checks the origin.
    public func setupScripts(for kind: ContentKind, configuration: WebViewConfiguration) -> [UserScript] {
        Self.resourcePaths.map { path in
            let frames: UserScript.Frames =
                path == Self.bridgePath && configuration.bridgeFrames != .topFrame ? .allFrames : .topFrame
            return UserScript(
                name: path, source: PackageResources.cache.text(path),
                injectionTime: .documentStart, frames: frames, world: .content)
        } + appScripts
    }

    static let bridgePath = "js/bridge.js"
}
