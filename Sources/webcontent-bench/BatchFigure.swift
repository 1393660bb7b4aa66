import Foundation

/// R6: the main job on a set of files, whole process: `webcontent render --png-dir` against warm headless Chromium
/// (Playwright, one page reused), both writing a PNG per document at width 390 with remote content blocked.
///
/// The peer runs only where Playwright is installed (`make bench` puts it in `.build-venv`, using Debian's
/// Chromium); elsewhere the figure says why it is unavailable. Sides alternate, so load falls on both.
struct BatchFigure: PeerFigure {
    /// R6 for the blog set, R6long for the long-form set.
    let spec: FigureSpec
    let files: [URL]
    let webcontent: URL
    /// The Playwright script the peer runs, with Playwright's Python (``PeerPrograms/playwrightPython``).
    let script: URL
    let runs: Int

    /// The figure for `files`, or the reason a side cannot run here.
    static func locate(_ spec: FigureSpec, files: [URL], runs: Int) -> (BatchFigure?, String?) {
        guard let ours = PeerPrograms.webcontent else {
            return (nil, "no webcontent binary beside the benchmark (build the webcontent product too)")
        }
        guard PeerPrograms.hasPlaywright else {
            return (
                nil,
                "no Playwright at \(PeerPrograms.playwrightPython.path) or no /usr/bin/chromium (make bench installs both)"
            )
        }
        guard
            let script = Bundle.module.url(forResource: "Resources", withExtension: nil)?
                .appendingPathComponent("r6-playwright.py")
        else { return (nil, "the r6-playwright.py resource of webcontent-bench is missing") }
        guard !files.isEmpty else { return (nil, "no documents in the set") }
        return (BatchFigure(spec: spec, files: files, webcontent: ours, script: script, runs: runs), nil)
    }

    func measure() throws -> Figure {
        var figure = Figure(spec, on: "\(files.count) documents")
        let scratch = try ScratchFolder("r6", subfolders: ["ours", "chromium"])
        defer { scratch.remove() }
        let oursDir = scratch.url("ours")
        let peerDir = scratch.url("chromium")
        let paths = files.map(\.path)
        let oursCommand = [webcontent.path, "render", "--json", "--png-dir", oursDir.path] + paths
        let peerCommand = [PeerPrograms.playwrightPython.path, script.path, peerDir.path, "390"] + paths
        var ours = Samples()
        var peer = Samples()
        for _ in 0..<runs {
            // A document that fails to render makes webcontent exit 1; the batch still went through.
            ours.add(try ColdProcessFigure.timedRun(oursCommand, acceptedStatuses: [0, 1]))
            peer.add(try ColdProcessFigure.timedRun(peerCommand))
        }
        let written = (try? FileManager.default.contentsOfDirectory(atPath: oursDir.path).count) ?? 0
        let peerWritten = (try? FileManager.default.contentsOfDirectory(atPath: peerDir.path).count) ?? 0
        figure.ours = ours.summary.map {
            .init(label: "webcontent render --json --png-dir DIR <\(files.count) files>", summary: $0)
        }
        figure.reference = peer.summary.map {
            .init(
                label:
                    "Playwright, chromium.launch(/usr/bin/chromium), one page, full-page screenshots, JS off, http(s) aborted",
                summary: $0)
        }
        figure.notes.append("PNGs written: ours \(written), Chromium \(peerWritten) of \(files.count)")
        return figure
    }
}
