import Foundation
public import WebContentLinks

/// Holds a clicked web link whose address may deceive (WebContentLinks' `LinkRisk.addressOnly`) for the reader to
/// confirm.
///
/// The page reports a click with its address only, not the link's text, so the text-domain check cannot run
/// here; the render report (``DocumentReport/Link/risks``) carries it. A redirector's target (a Safe Link
/// around an IP address, say) is assessed too. It goes first in a chain, so no later handler sends such a link
/// to the browser.
public struct LinkRiskNavigationActionHandler: NavigationActionHandler {
    /// The handler's name in verdicts and logs: `link-risk`.
    public let name = "link-risk"
    /// Finds the risks of the clicked address and of its redirector's target.
    public let assessor: LinkRiskAssessor
    /// Unwraps redirectors, so their target is assessed too.
    public let cleaner: LinkCleaner

    /// A handler with the package's assessor and cleaner by default.
    public init(assessor: LinkRiskAssessor = LinkRiskAssessor(), cleaner: LinkCleaner = .shared) {
        self.assessor = assessor
        self.cleaner = cleaner
    }

    /// Routes a clicked http(s) link with risks to a confirmation; passes links with none.
    public func handle(_ action: NavigationAction) async -> NavigationHandling {
        guard let url = action.url, action.isUserGesture,
            action.kind == .linkActivated || action.kind == .newWindow || action.kind == .other,
            let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https"
        else { return .pass }
        let href = url.absoluteString
        var found = Set(assessor.assess(href: href))
        let target = cleaner.clean(href).href
        if target != href { found.formUnion(assessor.assess(href: target)) }
        let risks = LinkRisk.allCases.filter(found.contains)
        guard !risks.isEmpty else { return .pass }
        let names = risks.map(\.rawValue).joined(separator: ", ")
        return .decide(.route(.confirm(url, risks: risks)), reason: "a link that may deceive (\(names)) asks first")
    }
}
