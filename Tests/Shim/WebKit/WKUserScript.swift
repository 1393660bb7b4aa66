import Foundation

/// https://developer.apple.com/documentation/webkit/wkuserscript
@MainActor open class WKUserScript: NSObject {
    let source: String
    let injectionTime: WKUserScriptInjectionTime
    let isForMainFrameOnly: Bool
    let worldName: String?

    /// https://developer.apple.com/documentation/webkit/wkuserscript/init(source:injectiontime:formainframeonly:in:)
    public init(
        source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool,
        in contentWorld: WKContentWorld
    ) {
        self.source = source
        self.injectionTime = injectionTime
        isForMainFrameOnly = forMainFrameOnly
        worldName = contentWorld.name
    }
}
