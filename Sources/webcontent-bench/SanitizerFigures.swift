#if os(Linux)
import WebContentCore
import WebContentGTK

/// R3 and R3floor: WebContentKit's sanitizer against DOMPurify and against a bare parse-and-walk, in one engine.
@MainActor
struct SanitizerFigures {
    let warm: WarmModule
    let documents: [CorpusDocument]
    let settings: BenchSettings

    /// The known input DOMPurify must get right before its figure counts.
    static let probe = "<img src=x onerror=alert(1)>"
    static let probeExpected = "<img src=\"x\">"

    /// Both figures; R3 is unavailable (with the reason) when there is no working DOMPurify.
    func measure() async throws -> [Figure] {
        let engine = warm.engine
        let list = JSONValue.array(
            documents.map {
                .object(["html": .string($0.html), "policy": .string($0.policy.rawValue)])
            })
        let loaded = try await engine.callAsyncJavaScript(
            "return WCKBench.setDocuments(docs);", arguments: ["docs": list], in: .content, timeout: .seconds(30))
        guard loaded.intValue == documents.count else { throw BenchError.failed("the page got \(loaded) documents") }
        let purify = await loadDOMPurify()
        var contenders = ["ours", "floor", "oursAdopted"]
        if case .success = purify { contenders += ["purifyFragment", "purifyString"] }
        var times: [String: Samples] = [:]
        for pass in 0..<settings.sanitizerPasses {
            // Rotating the order as well as alternating: no contender always runs right after another.
            let order = contenders.indices.map { contenders[($0 + pass) % contenders.count] }
            for name in order {
                let timed = try await engine.callAsyncJavaScript(
                    "return WCKBench.time(name);", arguments: ["name": .string(name)], in: .content,
                    timeout: .seconds(120))
                guard let ms = timed["ms"]?.doubleValue else {
                    throw BenchError.failed("no time for \(name): \(timed)")
                }
                if pass > 0 { times[name, default: Samples()].add(ms) }
            }
        }
        let megabytes = Double(documents.reduce(0) { $0 + $1.bytes }) / 1e6
        let passNote =
            "\(documents.count) documents (\(Format.number(megabytes)) MB) per pass, \(settings.sanitizerPasses - 1) timed passes per contender after one warm-up, order rotated; timed in the page with performance.now() around the whole corpus loop"
        return [
            r3(times, purify: purify, megabytes: megabytes, note: passNote),
            floor(times, megabytes: megabytes, note: passNote),
        ]
    }

    private func r3(
        _ times: [String: Samples], purify: Result<String, BenchError>, megabytes: Double, note: String
    ) -> Figure {
        let version: String
        switch purify {
        case .success(let found): version = found
        case .failure(let reason): return .unavailable(.r3, reason: reason.description)
        }
        var figure = Figure(.r3)
        let ours = throughput(times["ours"], megabytes)
        let fragment = throughput(times["purifyFragment"], megabytes)
        let string = throughput(times["purifyString"], megabytes)
        figure.ours = ours.summary.map {
            .init(label: "the sanitizer's sanitize -> DocumentFragment (inert, as DOMPurify's)", summary: $0)
        }
        // The faster DOMPurify mode is the reference, so the ratio never flatters us.
        let fragmentFaster = (fragment.median ?? 0) >= (string.median ?? 0)
        let best = fragmentFaster ? fragment : string
        let mode = fragmentFaster ? "RETURN_DOM_FRAGMENT" : "string output"
        figure.reference = best.summary.map {
            .init(label: "DOMPurify \(version).sanitize, \(mode) (the faster of its two modes)", summary: $0)
        }
        figure.notes.append(note)
        figure.notes.append("DOMPurify \(version) checked first: \(Self.probe) -> \(Self.probeExpected)")
        figure.notes.append(
            "DOMPurify medians: fragment \(Format.number(fragment.median ?? 0)) MB/s, string \(Format.number(string.median ?? 0)) MB/s"
        )
        return figure
    }

    private func floor(_ times: [String: Samples], megabytes: Double, note: String) -> Figure {
        var figure = Figure(.r3Floor)
        figure.ours = times["ours"]?.summary.map {
            .init(label: "the sanitizer's sanitize over the corpus, fragment left inert", summary: $0)
        }
        figure.reference = times["floor"]?.summary.map {
            .init(
                label:
                    "DOMParser.parseFromString (markup without document structure: Range.createContextualFragment in one inert document, the sanitizer's own cheaper parse) + TreeWalker over elements and attributes",
                summary: $0)
        }
        figure.notes.append(note)
        let ours = throughput(times["ours"], megabytes).median ?? 0
        let floor = throughput(times["floor"], megabytes).median ?? 0
        figure.notes.append("throughputs: ours \(Format.number(ours)) MB/s, floor \(Format.number(floor)) MB/s")
        // What inserting the output costs on top (any sanitizer's output pays it): shown, not hidden.
        if let adopted = times["oursAdopted"]?.median, let reference = times["floor"]?.median, reference > 0 {
            figure.notes.append(
                "with the fragment adopted into the live page as inserting it does (allowed images start loading): median \(Format.number(adopted)) ms, \(Format.number(adopted / reference))x the floor"
            )
        }
        return figure
    }

    private func throughput(_ times: Samples?, _ megabytes: Double) -> Samples {
        Samples((times?.values ?? []).filter { $0 > 0 }.map { megabytes / ($0 / 1000) })
    }

    /// Loads DOMPurify into the content world and checks it on a known input; its version, or why not.
    private func loadDOMPurify() async -> Result<String, BenchError> {
        let source: String
        switch BenchScripts.domPurify(path: settings.domPurifyPath) {
        case .success(let text): source = text
        case .failure(let reason): return .failure(reason)
        }
        let engine = warm.engine
        do {
            _ = try await engine.evaluateJavaScript(source + "\n;true", in: .content, timeout: .seconds(30))
            let output = try await engine.callAsyncJavaScript(
                "return DOMPurify.sanitize(input);", arguments: ["input": .string(Self.probe)], in: .content,
                timeout: .seconds(5))
            guard output.stringValue == Self.probeExpected else {
                return .failure(.failed("DOMPurify is broken: \(Self.probe) gave \(output)"))
            }
            let version = try await engine.evaluateJavaScript(
                "String(DOMPurify.version)", in: .content, timeout: .seconds(5))
            return .success(version.stringValue ?? "?")
        } catch {
            return .failure(.failed("DOMPurify did not load or run: \(error)"))
        }
    }
}
#endif
