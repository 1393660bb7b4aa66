#if os(Linux)
import Foundation
import WebContentCore
import WebContentLinks

/// The module's Router in the reader: every tap and routed link becomes a native panel.
@MainActor
final class ReaderRouter: ContentRouterInput {
    weak var controller: ReaderController?

    private func show(
        _ title: String, _ detail: String, _ primary: String? = nil, target: URL? = nil, image: Data? = nil
    ) {
        Task { await controller?.showPanel(title, detail, primary, target: target, image: image) }
    }

    func showBrowserModule(with url: URL) {
        show("Open in browser?", url.absoluteString, "Open in browser", target: url)
    }

    func showFullscreenImageModule(with imageURL: URL) {
        // The picture itself when the message carries it (data:); a remote image is named, never fetched here.
        let data = imageURL.scheme == "data" ? (try? Data(contentsOf: imageURL)) : nil
        show("Image", imageURL.absoluteString, image: data)
    }

    func showEmbedModule(kind: EmbedKind, url: URL) {
        show("Embedded \(kind.rawValue)", url.absoluteString, "Open in browser", target: url)
    }

    func showNativeScreen(named screen: String, parameters: [String: String], url: URL) {
        let values = parameters.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "\n")
        show("Native screen: \(screen)", values + "\n" + url.absoluteString)
    }

    func openDeeplink(_ url: URL) {
        if url.scheme?.lowercased() == "mailto" {
            let address =
                url.absoluteString.dropFirst("mailto:".count).split(separator: "?").first.map(String.init) ?? ""
            show("Write to", address.removingPercentEncoding ?? address)
        } else {
            show("Open in app?", url.absoluteString)
        }
    }

    func showLinkConfirmation(for url: URL, risks: [LinkRisk]) {
        let why = risks.map(\.rawValue).joined(separator: ", ")
        show(
            "This link may not go where it says", "It goes to: \(url.absoluteString)\nWhy: \(why)", "Open anyway",
            target: url)
    }
}
#endif
