public import Foundation

/// What the module's owner can ask of it.
@MainActor
public protocol ContentModuleInput: AnyObject {
    /// Renders new content; a reused module (a recycled cell) drops late events of the old content.
    func render(_ document: ContentDocument)
    /// Renders new content under what `remoteContent` allows for it (such as a message's trust decision).
    func render(_ document: ContentDocument, remoteContent: RemoteContentGrant)
    /// Switches what remote subresources may load ("Load remote images", or a decision from the trust store);
    /// the content on screen renders again under it and reports its height and result like any render. The
    /// same grant changes nothing.
    ///
    /// Returns whether content renders again (false for the grant in force, or before any content).
    @discardableResult
    func setRemoteContent(_ grant: RemoteContentGrant) -> Bool
    /// A PNG image of the content on screen: the whole document, cropped to the content's measured height.
    ///
    /// Throws ``WebContentError/invalidInput(_:)`` before any content, ``WebContentError/engineClosed`` after
    /// ``close()``, or the engine's error.
    func snapshotPNG() async throws -> Data
    /// A paged PDF of the content on screen, its text kept as text, with `header` (subject, sender, date) first.
    func printPDF(header: ContentPrintHeader?) async throws -> Data
    /// Ends the module: its engine closes (its view and web process go), whoever waits for a render hears
    /// ``WebContentError/engineClosed``, and nothing more of its content is reported or rendered.
    ///
    /// Idempotent. The one way an owner ends a module's engine: no owner needs the concrete engine for it.
    func close() async
}

extension ContentModuleInput {
    /// ``setRemoteContent(_:)`` with the reader's own choice: `.allow` for any origin, `.block`, or `.proxy`.
    @discardableResult
    public func setRemoteContentPolicy(_ policy: RemoteContentPolicy) -> Bool {
        setRemoteContent(RemoteContentGrant(policy: policy))
    }
}

/// What the module tells its owner.
///
/// Height is a stream: images and fonts arrive late, and content can shrink.
@MainActor
public protocol ContentModuleOutput: AnyObject {
    /// The content height changed (the first call comes when rendering completes).
    func contentModule(didUpdateContentHeight height: Double)
    /// Every render step is accounted for.
    func contentModule(didFinishRendering result: ContentRenderResult)
    func contentModule(didFail error: WebContentError)
    func contentModule(didChangeTitle title: String?)
}

extension ContentModuleOutput {
    /// Ignores the title: an owner that does not show one need not implement this.
    public func contentModule(didChangeTitle title: String?) {}
}
