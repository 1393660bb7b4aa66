/// What the module's owner can ask of it.
@MainActor
public protocol ContentModuleInput: AnyObject {
    /// Renders new content; a reused module (a recycled cell) drops late events of the old content.
    func render(_ document: ContentDocument)
    /// Switches what remote subresources may load ("Load remote images"); the content on screen renders again
    /// under the new policy and reports its height and result like any render. The same policy changes nothing.
    ///
    /// Returns whether content renders again (false for the policy in force, or before any content).
    @discardableResult
    func setRemoteContentPolicy(_ policy: RemoteContentPolicy) -> Bool
}

/// What the module tells its owner. Height is a stream: images and fonts arrive late, and content can shrink.
@MainActor
public protocol ContentModuleOutput: AnyObject {
    /// The content height changed (the first call comes when rendering completes).
    func contentModule(didUpdateContentHeight height: Double)
    /// Every render step is accounted for.
    func contentModule(didFinishRendering result: ContentRenderResult)
    func contentModule(didFail error: WebEngineError)
    func contentModule(didChangeTitle title: String?)
}

extension ContentModuleOutput {
    public func contentModule(didChangeTitle title: String?) {}
}
