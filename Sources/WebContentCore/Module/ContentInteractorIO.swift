public import Foundation

/// What the Presenter asks of the Interactor: renders and what they render under.
///
/// The live page's features (find, text scale, colours, print, the contrast audit, remote images in place) are
/// not the Presenter's business: the module calls them on the Interactor in one hop.
@MainActor
public protocol ContentInteractorInput: AnyObject {
    /// Renders `document` as `generation` and returns when every render step is accounted for, the render
    /// failed, or a newer render superseded it. A dead web process is recovered inside the call.
    ///
    /// `recovering` names why the page went blank when this render restores the kept content after an idle
    /// death; recoveries in a row are bounded.
    func render(
        _ document: ContentDocument, generation: RenderGeneration, recovering: WebProcessTerminationReason?
    ) async -> InteractorRenderOutcome
    /// The content asked for last, kept to render again (policy switch, recovery).
    var currentDocument: ContentDocument? { get }
    /// The configuration content renders under: the module's one, which the Presenter reads too.
    var configuration: WebViewConfiguration { get }
    /// The remote-content policy content renders under now.
    var remoteContentPolicy: RemoteContentPolicy { get }
    /// Switches what remote content may load for the next render; false when it is what is in force.
    func setRemoteContent(_ grant: RemoteContentGrant) -> Bool
    /// A PNG image of the content on screen; throws without content or once closed.
    func snapshotPNG() async throws -> Data
    /// A paged PDF of the content on screen with `header` first; throws without content or once closed.
    func printPDF(header: ContentPrintHeader?) async throws -> Data
    /// Closes the engine and renders nothing more: later renders fail with ``WebContentError/engineClosed``.
    func close() async
}

/// What the Interactor tells the Presenter besides a render's outcome: the events of a dying web process.
@MainActor
public protocol ContentInteractorOutput: AnyObject {
    /// The web process died and the Interactor is rendering the kept content again.
    func didStartRecovering(from reason: WebProcessTerminationReason)
    /// The web process died while no render was in flight: the page is blank until the kept content renders.
    func contentNeedsRecovery(from reason: WebProcessTerminationReason)
}

/// How one render ended, as the Interactor reports it to the Presenter.
public enum InteractorRenderOutcome: Sendable {
    /// Every step answered, failed or timed out.
    case rendered(RenderReport)
    /// Composing or loading failed, or the web process kept dying.
    case failed(WebContentError)
    /// A newer render took over; nothing of this one is reported.
    case superseded
}
