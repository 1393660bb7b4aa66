#if os(Linux)
import ArgumentParser
import Foundation
import WebContentCore
import WebContentGTK
import WebContentReader

/// `webcontent view`: a reader window on files, folders and .eml messages (Linux: GTK 4 and WebKitGTK).
struct ViewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "view",
        abstract: "Open a reader window on HTML documents and e-mail messages.",
        discussion: """
            The list shows each thread (messages of one folder sharing a subject) or HTML document; the pane \
            shows the selected one as a column of messages, the newest open, older ones collapsed to a header \
            (click or Enter opens one). Only open messages on screen hold a web engine: one scrolled away gives \
            its engine back and keeps its place at its measured height. Each message's widget is exactly as tall as its content. A link that \
            matches --routes opens a native panel with the route's parameters; any other link asks before the \
            browser opens (and says why when it may deceive); an image or a mailto: link shows what it holds. \
            Remote content stays blocked until "Show remote content". Keys: Ctrl+F find, Escape closes the \
            panel, Alt+Down and Alt+Up move between messages, Page Down and Page Up scroll, Ctrl+Home and \
            Ctrl+End go to either end, Ctrl+T shows the current message as text (for a screen reader), Ctrl+Q or \
            Ctrl+W closes the window.

            With --screenshot the window is written to a PNG once the first thread has settled, and the \
            command exits. --events prints one JSON line per thing the window shows (ready, panel, find, ...), \
            with the position and height of each message widget, a "visible" line whenever the set of \
            messages holding an engine, or still rendering, changes, and a "painted" line when a message's \
            rendered page replaces its stand-in.
            """)

    @Argument(help: "Files (.html, .htm, .eml) and folders to read.")
    var inputs: [String]

    @Option(
        help: ArgumentHelp(
            "A route table (JSON, as `decide --routes`): links it matches open native panels.", valueName: "FILE"))
    var routes: String?

    @Option(help: ArgumentHelp("The window's size in pixels.", valueName: "WIDTHxHEIGHT"))
    var size = "1100x800"

    @Option(help: "The theme: light or dark.")
    var theme: ThemeChoice = .light

    @Option(
        help: ArgumentHelp("Write the window to a PNG once the first thread has settled, then exit.", valueName: "FILE")
    )
    var screenshot: String?

    @Flag(help: "Print one JSON line per thing the window shows.")
    var events = false

    @Option(help: ArgumentHelp("Keep a numbered PNG of the window after each event in this folder.", valueName: "DIR"))
    var record: String?

    @Option(help: "Which messages of a thread open: the newest, or all (engines only for those on screen).")
    var expand: ExpandChoice = .newest

    @Flag(help: "Keep each open message's engine when it scrolls away (no render on return; more memory).")
    var keepEngines = false

    @Flag(
        name: .customLong("no-engine-reuse"),
        help: "Close a message's engine when it scrolls away instead of handing it to the next (for comparison).")
    var noEngineReuse = false

    @Option(help: ArgumentHelp("Where \"Print to PDF\" writes.", valueName: "DIR"))
    var pdfDir = "."

    func validate() throws {
        guard windowSize != nil else { throw ValidationError("--size must look like 1100x800, got \(size)") }
    }

    private var windowSize: (Int, Int)? {
        let parts = size.lowercased().split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, (200...8000).contains(parts[0]), (200...8000).contains(parts[1]) else { return nil }
        return (parts[0], parts[1])
    }

    @MainActor
    func run() async throws {
        // Logs go to standard error, so that `--events` lines are all standard output carries.
        RenderLogging.bootstrap(level: ProcessInfo.processInfo.environment["WEBCONTENT_LOG_LEVEL"])
        var options = ReaderOptions()
        (options.windowWidth, options.windowHeight) = windowSize!
        options.theme = theme.theme
        options.screenshot = screenshot
        if events { options.events = { FileHandle.standardOutput.write(Data((OrderedJSON($0).text + "\n").utf8)) } }
        options.recordFolder = record
        options.pdfFolder = pdfDir
        options.expandsAll = expand == .all
        options.keepsEngines = keepEngines
        options.reusesEngines = !noEngineReuse
        if let routes { options.routes = try RouteFile.load(routes, command: "view") }
        if let record { try FileManager.default.createDirectory(atPath: record, withIntermediateDirectories: true) }
        let threads = try readThreads()
        // JavaScriptCore's JIT off in the reader's web processes, unless the environment already says (a JSC
        // option, read by each web process as it starts). A reader runs only the package's own scripts, once per
        // message, where the interpreter's cost did not show (192 corpus documents: render time within the run's
        // noise, the sanitizer's walk about a third slower); the JIT cost each web process its executable pool
        // (about 7 MiB paging 200 messages) and a writable and executable mapping in the process that parses
        // untrusted mail, where an exploit puts its code.
        setenv("JSC_useJIT", "false", 0)
        try await GTKWebEngine.startGTK()
        let status = await Reader(threads: threads, options: options).run()
        FileHandle.standardOutput.synchronizeFile()
        // The GLib thread and the web processes' watchers never end by themselves: the command ends the process.
        Foundation.exit(status)
    }

    /// Reads every input; a document that cannot be read is named on standard error and left out.
    private func readThreads() throws -> [ReaderThread] {
        var documents: [ReaderDocument] = []
        let reader = InputReader()
        for item in InputCollector().collect(inputs) {
            switch item {
            case .problem(let problem):
                FileHandle.standardError.write(Data("webcontent view: \(problem.input): \(problem.reason)\n".utf8))
            case .document(let source):
                do {
                    documents.append(ReaderDocument(path: source.name, input: try reader.read(source)))
                } catch {
                    FileHandle.standardError.write(Data("webcontent view: \(source.name): \(error)\n".utf8))
                }
            }
        }
        guard !documents.isEmpty else {
            FileHandle.standardError.write(Data("webcontent view: nothing to show\n".utf8))
            throw ExitCode.usageError
        }
        return ReaderThread.group(documents)
    }
}

/// `--expand`: which messages of a thread start open.
enum ExpandChoice: String, ExpressibleByArgument, CaseIterable {
    case newest, all
}
#endif
