import Foundation
public import WebContentCore

/// Page scripts that only tests and the benchmark install, as app scripts (`ScriptProvider.appScripts`).
public enum ConformanceScripts {
    /// Registers the bridge handler `debug.wait` `{ms}`: a step that answers after `ms` (the timeout probe).
    public static let debugWait: UserScript = {
        let url = Bundle.module.url(forResource: "Resources", withExtension: nil)?
            .appendingPathComponent("js/debug-wait.js")
        let source = url.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? ""
        precondition(!source.isEmpty, "WebContentConformance's resource js/debug-wait.js is missing")
        return UserScript(
            name: "js/debug-wait.js", source: source, injectionTime: .documentStart, frames: .topFrame,
            world: .content)
    }()

    /// The package's scripts for any content, plus ``debugWait``.
    public static let provider = ScriptProvider(appScripts: [debugWait])
}
