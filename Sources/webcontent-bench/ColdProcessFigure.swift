import Foundation

/// R7: one document, whole process: `webcontent render --png` against `chromium --headless --screenshot`.
///
/// What a user runs once per file from a script, on a small, a medium (about 300 kB) and a large (about 750 kB)
/// document, with the page cache warm and, where the benchmark may drop it, cold. Both sides write a PNG of the
/// whole page at width 390 (Chromium's window as tall as our render measured the page, up to 16,000 px) with
/// remote content blocked (ours by default; Chromium with its network pointed nowhere), alternating, so load on the
/// shared machine falls on both, and both start from the same clean environment. Time is the wall clock from spawn
/// to exit.
struct ColdProcessFigure: PeerFigure {
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
    let webcontent: URL
    let runs: Int
    /// Whether the page cache is dropped before every timed run of either side.
    let coldCache: Bool

    /// The figure, or nil with a reason when a side cannot run here.
    static func locate(_ spec: FigureSpec, document: URL, runs: Int, coldCache: Bool) -> (ColdProcessFigure?, String?) {
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
                spec: spec, document: document, webcontent: ours, runs: runs, coldCache: coldCache),
            nil
        )
    }

    func measure() throws -> Figure {
        let size = (try? FileManager.default.attributesOfItem(atPath: document.path)[.size] as? Int) ?? 0
        guard let chromium = PeerPrograms.chromium else { throw BenchError.missing("Chromium") }
        var figure = Figure(spec, on: "\(document.lastPathComponent), \(size / 1000) kB, PNG at width 390")
        let scratch = try ScratchFolder("r7")
        defer { scratch.remove() }
        let oursPNG = scratch.url("ours.png").path
        let peerPNG = scratch.url("chromium.png").path
        let oursCommand = [webcontent.path, "render", "--json", "--timeout", "60", "--png", oursPNG, document.path]
        // One untimed run each first (the dynamic linker and fonts warm for both alike); ours says how tall.
        let height = try Self.measuredHeight(oursCommand)
        let window = min(Self.tallestWindow, max(1, Int(height.rounded(.up))))
        let peerCommand =
            [chromium.path] + Self.chromiumArguments
            + ["--window-size=390,\(window)", "--screenshot=\(peerPNG)", document.absoluteString]
        _ = try Self.timedRun(peerCommand)
        var ours = Samples()
        var peer = Samples()
        for _ in 0..<runs {
            if coldCache { _ = Self.dropPageCache() }
            ours.add(try Self.timedRun(oursCommand))
            if coldCache { _ = Self.dropPageCache() }
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
        figure.notes.append(
            "page \(Int(height)) px tall; Chromium's window \(window) px"
                + (window < Int(height) ? " (its tallest: it writes less of the page than ours)" : ""))
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
