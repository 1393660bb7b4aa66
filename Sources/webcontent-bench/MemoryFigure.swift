#if os(Linux)
import WebContentCore
import WebContentGTK

/// memory: this process plus the web process of a warm module engine, against the same with a bare engine.
///
/// Both engines are open together, each with its own web process (found as the WebKitWebProcess that
/// appeared when it first loaded), and render the same documents alternately; RSS is sampled after each pair.
struct MemoryFigure: CorpusFigure {
    static let spec = FigureSpec.memory

    func measure(_ documents: [CorpusDocument], into figure: inout Figure, first: CorpusDocument) async throws {
        let before = ProcessMemory.webProcesses()
        let warm = try await BenchEngines.warmModule(first: first)
        let afterWarm = ProcessMemory.webProcesses()
        let bare = try await BenchEngines.warmBare(first: first, orClosing: warm)
        let afterBare = ProcessMemory.webProcesses()
        let oursNew = afterWarm.subtracting(before)
        let bareNew = afterBare.subtracting(afterWarm)
        guard oursNew.count == 1, bareNew.count == 1, let oursPID = oursNew.first, let barePID = bareNew.first else {
            await warm.close()
            await bare.close()
            figure.unavailable =
                "cannot tell the engines' web processes apart (new per engine: \(oursNew.count), \(bareNew.count))"
            return
        }
        var ours = Samples()
        var reference = Samples()
        var webOurs = Samples()
        var webBare = Samples()
        for document in documents {
            _ = await warm.module.renderAndWait(document.content)
            _ = try? await BenchEngines.bareLoad(bare, document)
            let app = ProcessMemory.residentMiB(ProcessMemory.ownPID) ?? 0
            if let ourWeb = ProcessMemory.residentMiB(oursPID), let bareWeb = ProcessMemory.residentMiB(barePID) {
                ours.add(app + ourWeb)
                reference.add(app + bareWeb)
                webOurs.add(ourWeb)
                webBare.add(bareWeb)
            }
        }
        await warm.close()
        await bare.close()
        figure.ours = ours.summary.map {
            .init(label: "app + web process of the warm module engine (untrusted, shell, scripts)", summary: $0)
        }
        figure.reference = reference.summary.map {
            .init(label: "app + web process of a bare trusted engine with no scripts", summary: $0)
        }
        figure.notes += [
            "\(documents.count) documents rendered in each, alternately; one sample after each pair",
            "web processes alone: ours \(Format.summary(webOurs.summary)) MiB, bare \(Format.summary(webBare.summary)) MiB, ratio \(Format.number((webOurs.median ?? 0) / max(webBare.median ?? 1, 1)))",
            "the app's RSS is one number for both sides (both engines live in this process); VmRSS counts shared pages in each process",
        ]
    }
}
#endif
