#if os(Linux)
import Foundation
import WebContentCore
import WebContentGTK

/// A parked message's engine on its way to the message opening next, in the same placement pass: its page stays
/// and takes the next message in (the content is swapped into the loaded shell), instead of closing and a new page
/// opening beside the closed one.
///
/// A closed page stays in the shared web process until the process collects (each light reply held 1.1-3 MiB), so
/// a column paging a long thread filled its process with closed pages and replaced it every 16 or so; an engine
/// that goes on to the next message closes no page at all.
@MainActor
struct SpareEngine {
    let module: ContentModule
    let contentView: GTKContentView
    /// The engine's resource provider, switched to the next message's parts; nil when it was made without one.
    let provider: SwitchingResourceProvider?
    /// The message it showed last was a message (the e-mail preset), not an HTML document.
    let isMessage: Bool
    /// The size of the HTML it showed last: what its page weighs if it closes after all.
    let htmlBytes: Int

    /// Whether the engine can show a document of kind `isMessage` under `configuration` as well as a new engine
    /// would: the same preset and every setting its page or shell was made under, as it is now (a "Show remote
    /// content" or a text-size change on its last message counts).
    ///
    /// A provider counts only when it is the switching one this engine was made with: an engine made with a plain
    /// provider (every engine kept, or none handed on) would answer the next message with the last one's parts.
    func fits(_ configuration: WebViewConfiguration, isMessage: Bool) -> Bool {
        isMessage == self.isMessage && (provider != nil) == (configuration.resourceProvider != nil)
            && module.interactor.configuration.pageSettings == configuration.pageSettings
    }
}
#endif
