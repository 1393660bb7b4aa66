import Foundation

/// R8: is render time linear in a document's size? The shipped CLI's own `timings.totalMs` per document, per
/// megabyte, for the largest document of a set against its median-sized one (goal: at most 2x).
///
/// Both sides come from the same `webcontent render --json` runs, the path users take; each run gives one sample
/// per side.
struct LinearityFigure {
    let files: [URL]
    let webcontent: URL
    let runs: Int

    func measure() throws -> Figure {
        var figure = Figure(.r8, on: "\(files.count) files")
        let sizes = Dictionary(
            uniqueKeysWithValues: files.map {
                ($0.path, (try? FileManager.default.attributesOfItem(atPath: $0.path)[.size] as? Int) ?? 0)
            })
        let bySize = files.sorted { (sizes[$0.path] ?? 0) < (sizes[$1.path] ?? 0) }
        guard let largest = bySize.last else { throw BenchError.missing("no long-form files") }
        let median = bySize[bySize.count / 2]
        var ours = Samples()
        var reference = Samples()
        for _ in 0..<runs {
            let totals = try totalMilliseconds()
            guard let big = totals[largest.path], let middle = totals[median.path] else {
                throw BenchError.failed("webcontent did not report \(largest.lastPathComponent) or its median")
            }
            ours.add(big / megabytes(sizes[largest.path] ?? 0))
            reference.add(middle / megabytes(sizes[median.path] ?? 0))
        }
        figure.ours = ours.summary.map {
            .init(
                label: "\(largest.lastPathComponent) (\(sizes[largest.path] ?? 0) bytes), totalMs per MB", summary: $0)
        }
        figure.reference = reference.summary.map {
            .init(label: "\(median.lastPathComponent) (\(sizes[median.path] ?? 0) bytes), totalMs per MB", summary: $0)
        }
        figure.notes.append("one `webcontent render --json` of all \(files.count) files per run; \(runs) runs")
        return figure
    }

    private func megabytes(_ bytes: Int) -> Double { max(Double(bytes), 1) / 1_000_000 }

    /// Each input's `timings.totalMs` from one run of the CLI over every file.
    private func totalMilliseconds() throws -> [String: Double] {
        let process = Process()
        process.executableURL = webcontent
        process.arguments = ["render", "--json", "--timeout", "60"] + files.map(\.path)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var totals: [String: Double] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let input = object["input"] as? String,
                let timings = object["timings"] as? [String: Any], let total = timings["totalMs"] as? Double
            else { continue }
            totals[input] = total
        }
        return totals
    }
}
