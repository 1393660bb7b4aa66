/// Provides the setup scripts for a configuration: those of the page features it installs
/// (``PageFeature/enabled(by:)``: the bridge, the sanitizer, the render steps, and the features it switches on),
/// then the app's own scripts.
///
/// They are installed as document-start scripts in the isolated content world, so they run in the new
/// document: scripts evaluated before a load run in the old document and are gone with it.
public struct ScriptProvider: Sendable {
    /// Scripts of the app's own, installed after the package's: they register bridge handlers that the app's
    /// ``RenderStrategyFactory/additionalSteps`` or ``WebEngine/callBridge(_:payload:timeout:)`` reach.
    public var appScripts: [UserScript]

    /// A provider that installs `appScripts` after the package's scripts.
    public init(appScripts: [UserScript] = []) {
        self.appScripts = appScripts
    }

    /// The setup scripts of a page under `configuration`.
    ///
    /// Everything runs in the top frame only; the bridge also runs in iframes when the configuration asks for it
    /// (``BridgeFrames/allFrames(allowedOrigins:)``), where it only sends, and the router checks the origin.
    public func setupScripts(for configuration: WebViewConfiguration) -> [UserScript] {
        PageFeature.enabled(by: configuration).flatMap { feature in
            feature.scripts.map { path in
                let frames: UserScript.Frames =
                    path == Self.bridgePath && configuration.bridgeFrames != .topFrame ? .allFrames : .topFrame
                return UserScript(
                    name: path, source: feature.scriptSource(path), injectionTime: .documentStart, frames: frames,
                    world: .content)
            }
        } + appScripts
    }

    /// The package scripts `configuration` installs, in the order they run.
    public static func resourcePaths(for configuration: WebViewConfiguration) -> [String] {
        PageFeature.enabled(by: configuration).flatMap(\.scripts)
    }

    static let bridgePath = "js/bridge.js"
}
