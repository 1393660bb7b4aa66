public import Foundation

/// The view role: reports taps and real content size.
///
/// The View owns it.
@MainActor
public protocol WebPresentation: AnyObject, Sendable {
    /// Receives taps, size changes, title changes and routed navigations. Held weakly.
    var presentationDelegate: (any WebPresentationDelegate)? { get set }

    /// The content size last measured in the page, in CSS pixels.
    var contentSize: ContentSize { get }

    /// The page title, when the page has one.
    var title: String? { get }

    /// The width the content is laid out for, in CSS pixels.
    var viewportWidth: Double { get set }
}

/// Receives what the page reports about itself.
///
/// The View is the presentation delegate.
@MainActor
public protocol WebPresentationDelegate: AnyObject {
    /// The reader tapped a link, an image or an embed.
    func webPresentation(_ presentation: any WebPresentation, didTap tap: ContentTap, generation: RenderGeneration)
    /// The content's measured size changed (images and fonts arrive later; content can shrink).
    func webPresentation(
        _ presentation: any WebPresentation, didChangeContentSize size: ContentSize, generation: RenderGeneration)
    /// The page title changed.
    func webPresentation(_ presentation: any WebPresentation, didChangeTitle title: String?)
    /// A navigation was cancelled and routed elsewhere (native screen, browser, deeplink).
    func webPresentation(_ presentation: any WebPresentation, didRequestRoute route: NavigationRoute)
}

/// A size in CSS pixels.
public struct ContentSize: Hashable, Sendable, Codable {
    /// The width in CSS pixels.
    public var width: Double
    /// The height in CSS pixels.
    public var height: Double

    /// A size of `width` by `height` CSS pixels.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No width and no height.
    public static let zero = ContentSize(width: 0, height: 0)
}

/// A tap inside the content on what no navigation carries: an image or an embed. (A link is clicked, and its
/// navigation goes through the chain, which routes it: see ``NavigationRoute``.)
public enum ContentTap: Hashable, Sendable {
    case image(URL)
    case embed(EmbedKind, URL)
}

/// What kind of embedded media was tapped.
public enum EmbedKind: String, Hashable, Sendable, Codable {
    case iframe, video, audio
}
