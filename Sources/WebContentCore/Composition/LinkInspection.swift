public import WebContentLinks

/// Cleans and assesses the links the collect step found: the one place the render report's links are made.
///
/// Done in Swift after the collect step rather than in the page, so the same checks run on every engine and
/// are unit-tested without one; the page only reports each link's address, text and accessible name.
public struct LinkInspection: Sendable {
    /// Removes tracking parameters and unwraps redirectors.
    public let cleaner: LinkCleaner
    /// Finds the risks of each cleaned link.
    public let assessor: LinkRiskAssessor

    /// The package's lists and Public Suffix List.
    public static let shared = LinkInspection(cleaner: .shared, assessor: LinkRiskAssessor())

    /// An inspection with this cleaner and assessor.
    public init(cleaner: LinkCleaner, assessor: LinkRiskAssessor) {
        self.cleaner = cleaner
        self.assessor = assessor
    }

    /// One link: cleaned, then assessed on where it really goes and, for what only the address shows
    /// (user information, say), on the address as written.
    public func link(href: String, text: String, name: String? = nil) -> DocumentReport.Link {
        let cleaned = cleaner.clean(href)
        var risks = Set(assessor.assess(href: cleaned.href, text: text))
        if cleaned.original != nil {
            risks.formUnion(assessor.assess(href: href).filter(LinkRisk.addressOnly.contains))
        }
        return DocumentReport.Link(
            href: cleaned.href, text: text, name: name, risks: LinkRisk.allCases.filter(risks.contains),
            original: cleaned.original)
    }

    /// The links of the collect step's `links` value (`[{href, text, name}]`); entries without an href are
    /// skipped, and one without a name is named by its text.
    public func links(in value: JSONValue?) -> [DocumentReport.Link] {
        (value?.arrayValue ?? []).compactMap { entry in
            guard let href = entry["href"]?.stringValue else { return nil }
            return link(href: href, text: entry["text"]?.stringValue ?? "", name: entry["name"]?.stringValue)
        }
    }
}
