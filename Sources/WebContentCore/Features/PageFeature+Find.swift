extension PageFeature {
    /// Find in the page (find.js): no render step, live calls only (``ContentModule/find(_:)``).
    static let find = PageFeature(
        name: .find, scripts: ["js/find.js"],
        handlers: [FindHandlerName.start, FindHandlerName.next, FindHandlerName.previous, FindHandlerName.clear],
        requires: [.render])
}

extension PageFeature.Name {
    /// Find in the page.
    public static let find = Self(rawValue: "find")
}
