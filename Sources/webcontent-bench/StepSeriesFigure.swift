import Foundation

/// R13: does every step of a render grow linearly with the document? Real pages concatenated to 1, 2, 4 and 8 MB,
/// each rendered by a cold `webcontent render --json` (the path a user takes), and each step's time
/// (`timings.steps`, plus the load, the whole render and the process's wall time) compared from one size to the
/// next.
///
/// The figure is the largest growth of any step per doubling of the bytes (linear: 2.0; the goal allows 2.2). A step
/// that takes under ``floorMilliseconds`` at the larger size is listed but not held to it: at the page clock's 1 ms
/// resolution, and with a collector pause of tens of milliseconds landing in one step or another, its ratio is noise.
struct StepSeriesFigure {
    let pages: [URL]
    let webcontent: URL
    let runs: Int
    let megabytes: [Int]

    static let floorMilliseconds = 50.0

    func measure() throws -> Figure {
        let scratch = try ScratchFolder("r13")
        defer { scratch.remove() }
        let documents = try megabytes.map { try concatenated(megabytes: $0, into: scratch) }
        var figure = Figure(
            .r13,
            on: pages.map(\.lastPathComponent).joined(separator: " + ") + ", "
                + documents.map { "\($0.bytes / 1000) kB" }.joined(separator: ", "))
        // [size index][row name] -> samples; rows in the order the smallest document's report listed them.
        var samples = Array(repeating: [String: Samples](), count: documents.count)
        var order: [String] = []
        for _ in 0..<runs {
            for (index, document) in documents.enumerated() {
                let (rows, names) = try rendered(document.url)
                for (name, value) in rows { samples[index][name, default: Samples()].add(value) }
                for name in names where !order.contains(name) { order.append(name) }
            }
        }
        var worst = 0.0
        var worstRow = ""
        for name in order {
            let medians = samples.map { $0[name]?.median }
            var cells: [String] = []
            for (index, median) in medians.enumerated() {
                guard let median else {
                    cells.append("\(megabytes[index]) MB -")
                    continue
                }
                var cell = "\(megabytes[index]) MB \(Self.format(median))"
                if index > 0, let previous = medians[index - 1], previous > 0 {
                    // Per doubling of the bytes: whole pages make the sizes only about double.
                    let growth =
                        median / previous * 2 * Double(documents[index - 1].bytes)
                        / Double(documents[index].bytes)
                    cell += " (\(String(format: "%.2f", growth))x)"
                    if median >= Self.floorMilliseconds, growth > worst { (worst, worstRow) = (growth, name) }
                }
                cells.append(cell)
            }
            figure.notes.append("\(name): " + cells.joined(separator: ", "))
        }
        figure.notes.append(
            "largest growth: \(worstRow) \(String(format: "%.2f", worst))x; medians of \(runs) cold process(es) per size; "
                + "steps under \(Int(Self.floorMilliseconds)) ms at the larger size not held to the goal")
        figure.ours = Samples([worst]).summary.map {
            .init(label: "largest growth per doubling (\(worstRow))", summary: $0)
        }
        return figure
    }

    /// The pages concatenated in order, and again, until the document holds `megabytes` MB.
    private func concatenated(megabytes: Int, into scratch: ScratchFolder) throws -> (url: URL, bytes: Int) {
        let contents = try pages.map { try Data(contentsOf: $0) }
        guard contents.contains(where: { !$0.isEmpty }) else { throw BenchError.failed("the series pages are empty") }
        var document = Data()
        var next = 0
        while document.count < megabytes * 1_000_000 {
            document.append(contents[next % contents.count])
            next += 1
        }
        let url = scratch.url("series-\(megabytes)mb.html")
        try document.write(to: url)
        return (url, document.count)
    }

    /// One cold render's rows (each step, load, the render, the process) and the steps' names in report order.
    private func rendered(_ document: URL) throws -> (rows: [String: Double], steps: [String]) {
        let process = Process()
        let pipe = Pipe()
        process.executableURL = webcontent
        process.arguments = ["render", "--json", "--timeout", "600", document.path]
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        process.environment = CleanEnvironment.variables
        try ColdProcessFigure.requireSandbox()
        let started = ContinuousClock.now
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let wall = milliseconds(since: started)
        try ColdProcessFigure.requireSandbox()
        let line = String(decoding: output, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
        guard let report = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
            report["ok"] as? Bool == true, let timings = report["timings"] as? [String: Any]
        else { throw BenchError.failed("webcontent did not render \(document.lastPathComponent): \(line.prefix(300))") }
        let steps = timings["steps"] as? [String: Double] ?? [:]
        // The steps in the order the report lists them (a parsed dictionary forgets it).
        let names = steps.keys.sorted {
            (line.range(of: "\"\($0)\":")?.lowerBound ?? line.endIndex)
                < (line.range(of: "\"\($1)\":")?.lowerBound ?? line.endIndex)
        }
        var rows = steps
        rows["load"] = timings["loadMs"] as? Double
        rows["render (totalMs)"] = timings["totalMs"] as? Double
        rows["process (wall)"] = wall
        return (rows, names + ["load", "render (totalMs)", "process (wall)"])
    }

    private static func format(_ milliseconds: Double) -> String {
        milliseconds >= 100 ? String(format: "%.0f ms", milliseconds) : String(format: "%.1f ms", milliseconds)
    }
}
