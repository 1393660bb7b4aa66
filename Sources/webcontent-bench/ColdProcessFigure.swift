import Foundation

/// R7: one document, cold, whole process: `webcontent render --png` against `chromium --headless --screenshot`.
///
/// What a user runs once per file from a script. Both sides write a PNG of `Examples/blog-post.html` at width 390
/// with remote content blocked (ours by default; Chromium with its network off and JavaScript off), alternating,
/// so load on the shared machine falls on both. Time is the wall clock from spawn to exit.
struct ColdProcessFigure: PeerFigure {
    /// How each side is run; recorded in the figure's notes.
    ///
    /// No flag turns Chromium's JavaScript off here: `--blink-settings=javascriptEnabled=false` is not a Blink
    /// setting (a page's script still ran and painted it red), and `scriptEnabled=false` makes `--screenshot`
    /// write no PNG at all (Chromium 156, checked both ways), which is what made it look faster. So the peer runs
    /// with JavaScript on; the document's one script runs there and not in ours.
    static let chromiumArguments = [
        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
        "--proxy-server=127.0.0.1:9", "--proxy-bypass-list=<-loopback>", "--window-size=390,1200",
    ]

    let document: URL
    let webcontent: URL
    let chromium: URL
    let runs: Int

    /// The figure, or nil with a reason when a side cannot run here.
    static func locate(document: URL, runs: Int) -> (ColdProcessFigure?, String?) {
        let here = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let ours = here.appendingPathComponent("webcontent")
        guard FileManager.default.isExecutableFile(atPath: ours.path) else {
            return (nil, "no webcontent binary beside the benchmark (build the webcontent product too)")
        }
        let candidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        guard let peer = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return (nil, "no Chromium (apt-get install chromium; make bench installs it)")
        }
        return (
            ColdProcessFigure(document: document, webcontent: ours, chromium: URL(fileURLWithPath: peer), runs: runs),
            nil
        )
    }

    func measure() throws -> Figure {
        var figure = Figure(
            key: "R7", title: "one document, cold, whole process (PNG at width 390)", unit: "ms", goal: .atMost(1.0),
            subject: .oursOverReference)
        let scratch = try ScratchFolder("r7")
        defer { scratch.remove() }
        let oursPNG = scratch.url("ours.png").path
        let peerPNG = scratch.url("chromium.png").path
        let oursCommand = [webcontent.path, "render", "--json", "--png", oursPNG, document.path]
        let peerCommand =
            [chromium.path] + Self.chromiumArguments + ["--screenshot=\(peerPNG)", document.absoluteString]
        var ours = Samples()
        var peer = Samples()
        // One untimed run each first: the page cache and the dynamic linker are warm for both sides alike.
        _ = try Self.timedRun(oursCommand)
        _ = try Self.timedRun(peerCommand)
        for _ in 0..<runs {
            ours.add(try Self.timedRun(oursCommand))
            peer.add(try Self.timedRun(peerCommand))
        }
        for (path, side) in [(oursPNG, "webcontent"), (peerPNG, "chromium")]
        where !FileManager.default.fileExists(atPath: path) {
            throw BenchError.failed("\(side) wrote no PNG")
        }
        figure.ours = ours.summary.map { .init(label: oursCommand.dropFirst().joined(separator: " "), summary: $0) }
        figure.reference = peer.summary.map {
            .init(label: (["chromium"] + Array(peerCommand.dropFirst())).joined(separator: " "), summary: $0)
        }
        figure.notes.append("Chromium: \(Self.version(of: chromium) ?? "version unknown")")
        return figure
    }

    /// Runs `command` to its end and returns the wall time in milliseconds; a failing exit is an error.
    static func timedRun(_ command: [String], acceptedStatuses: Set<Int32> = [0]) throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.environment = CleanEnvironment.variables
        let start = ContinuousClock.now
        try process.run()
        process.waitUntilExit()
        let elapsed = milliseconds(since: start)
        guard acceptedStatuses.contains(process.terminationStatus) else {
            throw BenchError.failed("\(command[0]) exited with \(process.terminationStatus)")
        }
        return elapsed
    }

    private static func version(of binary: URL) -> String? {
        let process = Process()
        let pipe = Pipe()
        process.executableURL = binary
        process.arguments = ["--version"]
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        process.waitUntilExit()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
