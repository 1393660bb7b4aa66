import Foundation

/// R7: one document, whole process: `webcontent render` against `chromium --headless`, for each output a user asks
/// one document for.
///
/// What a user runs once per file from a script, on a small, a medium (about 250 kB) and a large (about 1 MB)
/// document, with the page cache warm and, where the benchmark may drop it, cold. Each output has its Chromium
/// counterpart: the JSON report against `--dump-dom` (the floor of "parsed and laid out"), the PDF against
/// `--print-to-pdf --no-pdf-header-footer` (both whole documents), the PNG against `--screenshot` with Chromium's
/// window as tall as our render measured the page, up to its tallest, and ours cut at the same height
/// (`--png-max-height`). Remote content is blocked (ours by default; Chromium with its network pointed nowhere),
/// the sides alternate, so load on the shared machine falls on both, and both start from the same clean
/// environment. Time is the wall clock from spawn to exit.
struct ColdProcessFigure: PeerFigure {
    /// What each side writes.
    enum Output: String, CaseIterable, Sendable {
        case json, pdf, png

        /// The figure key's infix: the PNG figures keep R7's first keys.
        var keyInfix: String { self == .png ? "" : rawValue }
    }

    /// How each side is run; recorded in the figure's notes.
    ///
    /// No flag turns Chromium's JavaScript off here: `--blink-settings=javascriptEnabled=false` is not a Blink
    /// setting (a page's script still ran and painted it red), and `scriptEnabled=false` makes `--screenshot`
    /// write no PNG at all (Chromium 156, checked both ways), which is what made it look faster. So the peer runs
    /// with JavaScript on; a document's scripts run there and not in ours.
    static let chromiumArguments = [
        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
        "--proxy-server=127.0.0.1:9", "--proxy-bypass-list=<-loopback>",
    ]
    /// Chromium's tallest window here: taller ones came back blank.
    static let tallestWindow = 16_000

    let spec: FigureSpec
    let document: URL
    let output: Output
    let webcontent: URL
    let runs: Int
    /// Whether the page cache is dropped before every timed run of either side.
    let coldCache: Bool

    /// The figure, or nil with a reason when a side cannot run here.
    static func locate(
        _ spec: FigureSpec, document: URL, output: Output, runs: Int, coldCache: Bool
    ) -> (ColdProcessFigure?, String?) {
        guard let ours = PeerPrograms.webcontent else {
            return (nil, "no webcontent binary beside the benchmark (build the webcontent product too)")
        }
        guard PeerPrograms.chromium != nil else {
            return (nil, "no Chromium (apt-get install chromium; make bench installs it)")
        }
        guard FileManager.default.fileExists(atPath: document.path) else {
            return (nil, "no \(document.path) (make bench installs the package that has it)")
        }
        if coldCache && !dropPageCache() { return (nil, "cannot drop the page cache (/proc/sys/vm/drop_caches)") }
        return (
            ColdProcessFigure(
                spec: spec, document: document, output: output, webcontent: ours, runs: runs, coldCache: coldCache),
            nil
        )
    }

    func measure() throws -> Figure {
        let size = (try? FileManager.default.attributesOfItem(atPath: document.path)[.size] as? Int) ?? 0
        guard let chromium = PeerPrograms.chromium else { throw BenchError.missing("Chromium") }
        var figure = Figure(
            spec, on: "\(document.lastPathComponent), \(size / 1000) kB, \(output.rawValue) at width 390")
        let scratch = try ScratchFolder("r7")
        defer { scratch.remove() }
        let oursFile = scratch.url("ours.\(output.rawValue)").path
        let peerFile = scratch.url("chromium.\(output.rawValue)").path
        let measuring = [webcontent.path, "render", "--json", "--timeout", "60", document.path]
        let oursCommand: [String]
        let peerOutput: [String]
        var window = 1200
        switch output {
        case .json:
            oursCommand = measuring
            peerOutput = ["--dump-dom"]
        case .pdf:
            oursCommand = [webcontent.path, "render", "--json", "--timeout", "60", "--pdf", oursFile, document.path]
            peerOutput = ["--print-to-pdf=\(peerFile)", "--no-pdf-header-footer"]
        case .png:
            // One untimed run first (the dynamic linker and fonts warm for both alike) says how tall the page is.
            let height = try Self.measuredHeight(measuring)
            window = min(Self.tallestWindow, max(1, Int(height.rounded(.up))))
            // Both sides write the same part of the page: ours is cut where Chromium's window ends.
            oursCommand = [
                webcontent.path, "render", "--json", "--timeout", "60", "--png", oursFile, "--png-max-height",
                "\(window)", document.path,
            ]
            peerOutput = ["--screenshot=\(peerFile)"]
            figure.notes.append(
                "page \(Int(height)) px tall; Chromium's window and our --png-max-height \(window) px"
                    + (window < Int(height) ? " (Chromium's tallest window: both write the page's top)" : ""))
        }
        let peerCommand =
            [chromium.path] + Self.chromiumArguments + ["--window-size=390,\(window)"] + peerOutput
            + [document.absoluteString]
        // One untimed run of each first: the dynamic linker and fonts warm for both alike.
        _ = try Self.timedRun(oursCommand)
        _ = try Self.timedRun(peerCommand)
        var ours = Samples()
        var peer = Samples()
        for _ in 0..<runs {
            if coldCache { _ = Self.dropPageCache() }
            try Self.requireSandbox()
            ours.add(try Self.timedRun(oursCommand))
            try Self.requireSandbox()
            if coldCache { _ = Self.dropPageCache() }
            peer.add(try Self.timedRun(peerCommand))
        }
        if output != .json {
            for (path, side) in [(oursFile, "webcontent"), (peerFile, "chromium")]
            where ((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0) == 0 {
                throw BenchError.failed("\(side) wrote no \(output.rawValue.uppercased())")
            }
        }
        figure.ours = ours.summary.map { .init(label: oursCommand.dropFirst().joined(separator: " "), summary: $0) }
        figure.reference = peer.summary.map {
            .init(label: (["chromium"] + Array(peerCommand.dropFirst())).joined(separator: " "), summary: $0)
        }
        figure.notes.append("Chromium: \(Self.version(of: chromium) ?? "version unknown")")
        return figure
    }

    /// The page height `command` (ours, with --json) reports.
    private static func measuredHeight(_ command: [String]) throws -> Double {
        let process = Process()
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        process.environment = CleanEnvironment.variables
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let line = output.split(separator: UInt8(ascii: "\n")).first.map { Data($0) } ?? Data()
        guard let report = try? JSONSerialization.jsonObject(with: line) as? [String: Any],
            let height = report["height"] as? Double, report["ok"] as? Bool == true
        else { throw BenchError.failed("webcontent did not render \(command.last ?? "")") }
        return height
    }

    /// Throws while WebKit would start web processes without its sandbox (a `/.flatpak-info` makes it take the
    /// machine for a Flatpak): a render without it is not the render users get, and starts faster.
    static func requireSandbox() throws {
        if FileManager.default.fileExists(atPath: "/.flatpak-info") {
            throw BenchError.failed(
                "/.flatpak-info exists: WebKit would run without its sandbox, so nothing is measured")
        }
    }

    /// Drops the kernel's clean page cache (root only), so the next run reads its binaries and document from disk.
    @discardableResult
    static func dropPageCache() -> Bool {
        sync()
        return (try? "1\n".write(toFile: "/proc/sys/vm/drop_caches", atomically: false, encoding: .utf8)) != nil
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
