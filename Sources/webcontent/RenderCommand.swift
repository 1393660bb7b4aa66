import ArgumentParser
import Foundation
import WebContentCore
import WebContentMail

#if os(Linux)
import WebContentGTK
#endif

/// `webcontent render`: renders HTML files, folders or standard input in the real engine and reports on each.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render HTML documents headlessly in WebKit: a report per document, PNG snapshots on request.",
        discussion: """
            INPUT is an .html or .htm file, an .eml e-mail message, a folder (walked recursively for .html, .htm \
            and .eml files) or - for standard input (a message when it starts with a message's header fields, \
            else HTML; --stdin-format says which). A message shows its first text/html part (else its \
            text/plain one, as text) with its cid: images, under the email preset unless --preset is given; \
            each HTML document renders under the default preset (in a batch mixing both, each document gets \
            its own). Documents are untrusted unless --trust: sanitised, no page scripts, remote content \
            as the preset says. A batch keeps --jobs engines warm and renders document after document in them.

            --json writes one JSON object per input (JSON Lines) on standard output: {"input", "ok", "width", \
            "height", "title", "links", "images", "embeds", "removed", "attempts", "timings", "errors"}, and for a message "subject", "body" (html, \
            text or pictures), "cidParts" and "cidImages" (the cid: parts the page loaded); the summary then goes to standard error. "width" is the content's measured width (more than --width when \
            it overflows), "scale" the zoom fit-to-width used (never below --minimum-scale; wider content \
            scrolls sideways in its own box), with a PNG "pngScale" and with a PDF "pdfScale" the zoom the picture             and the paper show it at (lower than "scale" where content wider than the picture or the page was             zoomed so that all of it is there), "textScale" the text scale, with --find "find": {"matches": N}, when quotes collapse \
            "quotes": {"collapsed", "signatures"} (0 or 1 each), with --contrast \
            "contrast": {"checked", "below", "minimum"} (text elements, those under WCAG AA, the lowest ratio); \
            under --theme dark or --original-colours "colours": {"mode", "palette", "adjusted"} (what the dark \
            theme made of the content's colours: scheme, dark, adapted, or original); \
            "removed" what the sanitizer took out of an untrusted document (elements, attributes, URLs; not \
            scripts or on* handlers, which WebKit's parser never creates with page JavaScript off), \
            "attempts" what the content tried and was stopped from doing, "timings" milliseconds \
            measured in Swift. Without --json: a table, the failures, and the summary.

            Exit status: 0 when every input rendered, 1 when any failed (the others still render), 2 for a \
            usage error.
            """)

    @Option(help: "Layout width in CSS pixels.")
    var width: Double = 390

    @Option(
        help: ArgumentHelp(
            "Text size relative to the content's own, from 0.8 to 3.0.", valueName: "X"))
    var textScale: Double = 1

    @Option(
        help: ArgumentHelp(
            "The smallest zoom fit-to-width may use, from 0.1 to 1; wider content scrolls sideways.",
            valueName: "X"))
    var minimumScale: Double = WebViewConfiguration.defaultMinimumFitScale

    @Option(
        help: ArgumentHelp(
            "Find TEXT (plain text, case-insensitive) after each render: the report gets \"find\": {\"matches\": N} and snapshots show the highlights.",
            valueName: "TEXT"))
    var find: String?

    @Flag(
        inversion: .prefixedNo,
        help: ArgumentHelp(
            "Collapse the quoted history and signature that end a message behind toggles (default: the preset's; on for email). The report gets \"quotes\": {\"collapsed\", \"signatures\"}."
        ))
    var collapseQuotes: Bool?

    @Flag(
        help:
            "Audit text contrast after each render: the report gets \"contrast\": {\"checked\", \"below\", \"minimum\"}."
    )
    var contrast = false

    @Flag(
        help:
            "Show each document in its original colours (the reader's switch, applied in place after the render): under --theme dark, the author's colours instead of the readable dark adaptation."
    )
    var originalColours = false

    @Option(
        help:
            "Configuration preset for every input (default: email for each e-mail message, default for each HTML document)."
    )
    var preset: WebViewPreset?

    @Option(
        help: ArgumentHelp(
            "What standard input (-) holds: an e-mail message, HTML, or auto (a message when it starts with a message's header fields and a blank line).",
            valueName: "auto|html|eml"))
    var stdinFormat: StandardInputFormat = .auto

    @Option(
        help: ArgumentHelp(
            "Remote images and media: block, proxy (images only, fetched by webcontent itself with no cookies or referrer; WebKit never connects) or allow (default: block for every input not marked --trust).",
            valueName: "block|proxy|allow"))
    var remoteContent: RemoteContentChoice?

    @Flag(help: "Trusted content: page scripts on, no sanitizer. Only for your own documents.")
    var trust = false

    @Option(
        help: ArgumentHelp(
            "A trust store (JSON: {\"senders\":[],\"domains\":[],\"origins\":[]}): remote content loads for a listed sender or domain when the message's Authentication-Results say DMARC or DKIM passed, and from a listed origin for any message that is not junk.",
            valueName: "FILE"))
    var trustFile: String?

    @Flag(help: "Treat every message as junk: nothing remote loads and inline images are withheld too.")
    var junk = false

    @Option(help: "Colour theme (default: the preset's, following the system).")
    var theme: ThemeChoice?

    @OptionGroup var output: RenderOutputOptions

    @OptionGroup var engines: EngineOptions

    @OptionGroup var split: ShardOptions

    @Flag(
        help:
            "Skip inputs whose every requested --png-dir/--pdf-dir file exists (outputs are written atomically, so a re-run renders only what is missing)."
    )
    var missingOnly = false

    @Argument(help: ArgumentHelp("Files, folders, or - for standard input.", valueName: "INPUT"))
    var inputs: [String] = []

    func validate() throws {
        guard !inputs.isEmpty else {
            throw ValidationError("no input: give an .html file, a folder, or - for standard input")
        }
        guard width.isFinite, width >= 1, width <= 8192 else {
            throw ValidationError("--width must be between 1 and 8192 CSS pixels")
        }
        guard WebViewConfiguration.textScaleRange.contains(textScale) else {
            throw ValidationError("--text-scale must be between 0.8 and 3.0")
        }
        guard WebViewConfiguration.minimumFitScaleRange.contains(minimumScale) else {
            throw ValidationError("--minimum-scale must be between 0.1 and 1")
        }
        if let find, find.isEmpty { throw ValidationError("--find needs some text") }
        if output.png != nil && output.pngDir != nil { throw ValidationError("give --png or --png-dir, not both") }
        if output.png != nil && inputs.count != 1 {
            throw ValidationError("--png takes exactly one input; use --png-dir for several")
        }
        if let height = output.pngMaxHeight, !(height >= 1 && height.isFinite) {
            throw ValidationError("--png-max-height must be at least 1 CSS pixel")
        }
        if output.pdf != nil && output.pdfDir != nil { throw ValidationError("give --pdf or --pdf-dir, not both") }
        if output.pdf != nil && inputs.count != 1 {
            throw ValidationError("--pdf takes exactly one input; use --pdf-dir for several")
        }
        if inputs.filter({ $0 == "-" }).count > 1 { throw ValidationError("standard input (-) can be read only once") }
        if trust && (trustFile != nil || junk) {
            throw ValidationError(
                "--trust renders your own documents as they are; --trust-file and --junk are for mail")
        }
    }

    /// The trust store in `path`; a file that does not read is a usage error naming the problem (exit 2).
    static func loadTrust(_ path: String) throws -> RemoteContentTrust {
        do {
            return try RemoteContentTrust(json: try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch let error as WebContentError where error.code == .invalidTrustStore {
            FileHandle.standardError.write(Data("webcontent render: \(path): \(error)\n".utf8))
            throw ExitCode.validationFailure
        } catch {
            FileHandle.standardError.write(Data("webcontent render: cannot read \(path): \(error)\n".utf8))
            throw ExitCode.validationFailure
        }
    }

    /// Whether every input is a file that this run renders: no shard (`unsharded`) or re-run may leave it out, and
    /// no output flag that takes one document may refuse several.
    private func willRenderEveryInput(unsharded: Bool) -> Bool {
        let isRegularFile = { (path: String) -> Bool in
            var status = stat()
            return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
        }
        let singleOutput = output.png != nil || output.pdf != nil
        return inputs.allSatisfy(isRegularFile) && !missingOnly && unsharded && !(singleOutput && inputs.count > 1)
    }

    func run() async throws {
        #if os(Linux)
        StartupTimeline.mark("main")
        #endif
        // What can still end the run before a render is read first: a trust file that does not read and a shard
        // that does not parse exit 2 before GTK starts (an exit while it starts crashed with SIGSEGV under load).
        let remoteTrust = try trustFile.map(Self.loadTrust) ?? .none
        let shard = try split.resolvedShard()
        // Files named one by one, every one of them rendered: the toolkit (display, bus, GTK) starts now, beside
        // everything the command does before its first render. Otherwise RenderRun starts it once it knows
        // something renders: a process that exits while GTK starts can crash in its exit handlers.
        if willRenderEveryInput(unsharded: shard == nil) { RenderEnginePool.startToolkit() }
        RenderLogging.bootstrap(level: ProcessInfo.processInfo.environment["WEBCONTENT_LOG_LEVEL"])
        var settings = RenderSettings(
            width: width,
            preset: preset ?? .default,
            presetGiven: preset != nil,
            remoteContent: remoteContent?.policy,
            trusted: trust,
            theme: theme?.theme,
            timeout: engines.documentTimeout,
            jobs: engines.engineCount,
            takesSnapshots: output.png != nil || output.pngDir != nil,
            textScale: textScale,
            minimumScale: minimumScale,
            find: find,
            auditsContrast: contrast,
            collapsesQuotes: collapseQuotes,
            originalColours: originalColours)
        settings.printsPDF = output.pdf != nil || output.pdfDir != nil
        settings.pngMaxHeight = output.pngMaxHeight
        settings.remoteTrust = remoteTrust
        settings.junk = junk
        let run = RenderRun(
            settings: settings, output: output, shard: shard, missingOnly: missingOnly,
            reader: InputReader(standardInputFormat: stdinFormat))
        let allRendered = try await run.execute(inputs)
        if !allRendered { throw ExitCode.failure }
    }
}
