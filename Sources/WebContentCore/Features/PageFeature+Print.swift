extension PageFeature {
    /// The header a message prints with (print.js): there only while the content prints
    /// (``ContentModule/printPDF(header:)``).
    ///
    /// Installed with ``SetupScriptOption/printHeader``.
    static let print = PageFeature(
        name: .print, scripts: ["js/print.js"],
        handlers: [ContentPrintHeader.setHandler, ContentPrintHeader.clearHandler],
        requires: [.render], enabledWhen: { $0.setupScriptOptions.contains(.printHeader) })
}
