extension PageFeature {
    /// The header a message prints with (print.js): there only while the content prints
    /// (``ContentModule/printPDF(header:)``).
    static let print = PageFeature(
        name: .print, scripts: ["js/print.js"],
        handlers: [ContentPrintHeader.setHandler, ContentPrintHeader.clearHandler],
        requires: [.render])
}

extension PageFeature.Name {
    /// The header a message prints with.
    public static let print = Self(rawValue: "print")
}
