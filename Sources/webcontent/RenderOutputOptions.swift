import ArgumentParser

/// Where `webcontent render` writes, its options as one group: the report format, snapshots, PDFs and the contact
/// sheet.
struct RenderOutputOptions: ParsableArguments, Sendable {
    @Option(help: ArgumentHelp("Write a PNG snapshot of the single input to FILE.", valueName: "FILE"))
    var png: String?

    @Option(help: ArgumentHelp("Write a PNG snapshot of each input to DIR/<name>.png.", valueName: "DIR"))
    var pngDir: String?

    @Option(
        help: ArgumentHelp(
            "Cut each PNG snapshot at PX CSS pixels from the top of the document (default: the whole document).",
            valueName: "PX"))
    var pngMaxHeight: Double?

    @Option(help: ArgumentHelp("Write an HTML contact sheet of the snapshots to FILE.", valueName: "FILE"))
    var contactSheet: String?

    @Option(
        help: ArgumentHelp(
            "Print the single input to a paged PDF at FILE (a message starts with its subject, sender and date).",
            valueName: "FILE"))
    var pdf: String?

    @Option(help: ArgumentHelp("Print each input to a paged PDF at DIR/<name>.pdf.", valueName: "DIR"))
    var pdfDir: String?

    @Flag(help: "JSON Lines on standard output, one object per input.")
    var json = false
}

/// Where one document's files go.
struct RenderTargets: Sendable {
    var png: String?
    var pdf: String?
    /// When the whole render (load, snapshot, print) must be done: the service's request deadline; nil: only the
    /// document's own budget (``RenderSettings/budget(forBytes:)``).
    var deadline: ContinuousClock.Instant?
    /// What set ``deadline``, as the error past it names it: the service's flag or the request's parameter.
    var deadlineName = "--timeout"
}
