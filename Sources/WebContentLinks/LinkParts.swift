/// An address cut into the pieces ``LinkCleaner`` edits, without reparsing: text before the query, the
/// query, the fragment, and the path.
struct LinkParts {
    let address: LinkAddress
    /// Everything before `?` (or before `#` when there is no query).
    let beforeQuery: Substring
    /// The query without its `?`, or nil when there is none.
    let query: Substring?
    /// The fragment without its `#`, or nil when there is none.
    let fragment: Substring?
    /// The path, `/` when empty.
    let path: String

    init(_ href: String) {
        address = LinkAddress(href)
        let text = Substring(href)
        let hash = text.firstIndex(of: "#")
        fragment = hash.map { text[text.index(after: $0)...] }
        let beforeHash = text[..<(hash ?? text.endIndex)]
        let question = beforeHash.firstIndex(of: "?")
        query = question.map { beforeHash[beforeHash.index(after: $0)...] }
        beforeQuery = beforeHash[..<(question ?? beforeHash.endIndex)]
        var rest = beforeQuery
        if let range = rest.range(of: "://") {
            rest = rest[range.upperBound...]
            rest = rest[(rest.firstIndex(of: "/") ?? rest.endIndex)...]
        }
        path = rest.isEmpty ? "/" : String(rest)
    }
}
