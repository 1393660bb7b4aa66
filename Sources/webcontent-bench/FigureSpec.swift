/// What one figure compares and the goal it is held to, the same whether a run measures it or cannot.
///
/// Every figure of the benchmark is declared once below, so a row that could not be measured reports the goal the
/// measured row would have had, and the table of goals is in one place.
struct FigureSpec: Sendable {
    /// The figure's row name (R1, R2rtt, ...).
    let key: String
    /// What is compared; a run adds what it measured on (a count of files or messages) in ``Figure/title``.
    let title: String
    let unit: String
    let goal: Goal
    let subject: Figure.Subject
}

extension FigureSpec {
    static let r1 = FigureSpec(
        key: "R1", title: "warm module render vs bare load + height read", unit: "ms", goal: .atMost(1.0),
        subject: .oursOverReference)
    static let r2RoundTrip = FigureSpec(
        key: "R2rtt", title: "bridge call round trip vs bare evaluate-JS", unit: "ms", goal: .atMost(1.3),
        subject: .oursOverReference)
    static let r2Throughput = FigureSpec(
        key: "R2throughput", title: "page-to-Swift burst: batched bridge sends vs one postMessage each", unit: "msg/s",
        goal: .atLeast(1.5), subject: .throughputRatio)
    static let r3 = FigureSpec(
        key: "R3", title: "sanitizer throughput vs DOMPurify in the same engine", unit: "MB/s", goal: .atLeast(1.0),
        subject: .throughputRatio)
    static let r3Floor = FigureSpec(
        key: "R3floor", title: "sanitizer time vs the engine's parse + walk of every element and attribute",
        unit: "ms/corpus",
        goal: .atMost(1.5), subject: .oursOverReference)
    static let r4 = FigureSpec(
        key: "R4", title: "pooled warm engines vs a new engine per document", unit: "docs/s", goal: .atLeast(5),
        subject: .throughputRatio)
    static let r5 = FigureSpec(
        key: "R5", title: "route decision vs per-rule regular expressions", unit: "ns", goal: .atLeast(20),
        subject: .referenceOverOurs)
    static let r5PerDecision = FigureSpec(
        key: "R5ns", title: "one route decision in a 1,000-rule table", unit: "ns", goal: .below(2000),
        subject: .oursMedian)
    static let r6 = FigureSpec(
        key: "R6", title: "blog set to PNG at width 390, whole process", unit: "ms", goal: .atLeast(3.0),
        subject: .referenceOverOurs)
    static let r6Long = FigureSpec(
        key: "R6long", title: "long-form set to PNG at width 390, whole process", unit: "ms", goal: .atLeast(3.0),
        subject: .referenceOverOurs)
    static let r8 = FigureSpec(
        key: "R8", title: "render time per MB, largest vs median long-form document", unit: "ms/MB", goal: .atMost(2.0),
        subject: .oursOverReference)
    static let r9 = FigureSpec(
        key: "R9", title: "reader: newest message of a thread painted, against it alone", unit: "ms",
        goal: .atMost(1.2), subject: .oursOverReference)
    static let r10Engines = FigureSpec(
        key: "R10engines", title: "reader: peak web processes in /proc scrolling open messages", unit: "processes",
        goal: .atMost(6), subject: .oursMedian)
    static let r10Memory = FigureSpec(
        key: "R10memory", title: "reader: peak memory (PSS) scrolling open messages", unit: "MiB",
        goal: .below(1.0 / 3.0), subject: .oursOverReference)
    static let r11Batch = FigureSpec(
        key: "R11batch", title: "blog set to PNG: serve against the batch command", unit: "documents/s",
        goal: .atLeast(0.9), subject: .throughputRatio)
    static let r11Peer = FigureSpec(
        key: "R11peer", title: "blog set to PNG: serve against a warm Chromium HTTP renderer", unit: "documents/s",
        goal: .atLeast(3.0), subject: .throughputRatio)
    static let r11Guarded = FigureSpec(
        key: "R11guarded", title: "blog set to PNG: serve with a token and its egress filter against serve without",
        unit: "documents/s", goal: .atLeast(0.95), subject: .throughputRatio)
    static let r11Memory = FigureSpec(
        key: "R11memory", title: "serve: RSS of the service and its WebKit processes, late renders over early",
        unit: "ratio",
        goal: .atMost(1.3), subject: .oursMedian)
    static let r12Blank = FigureSpec(
        key: "R12blank", title: "reader: blank screens paging open messages at 0.5 s a key", unit: "screens",
        goal: .atMost(0), subject: .oursMedian)
    static let r12Engines = FigureSpec(
        key: "R12engines", title: "reader: peak web processes paging open messages at 0.5 s a key", unit: "engines",
        goal: .atMost(6), subject: .oursMedian)
    static let memory = FigureSpec(
        key: "memory", title: "RSS of app + web process, warm module engine vs bare engine", unit: "MiB",
        goal: .atMost(1.1), subject: .oursOverReference)

    /// R7, one document per process, as a figure of its own for each output, size and page cache.
    ///
    /// `output` is what both sides write, `size` names the document (empty for the small one), `cold` says whether
    /// the page cache was dropped. Issue 48: every cold figure at or under 0.8.
    static func r7(_ output: ColdProcessFigure.Output, size: String, cold: Bool) -> FigureSpec {
        FigureSpec(
            key: "R7" + output.keyInfix + size + (cold ? "cold" : ""),
            title: "one document per process to \(output.rawValue), page cache \(cold ? "cold" : "warm")",
            unit: "ms", goal: .atMost(cold ? 0.8 : 1.0), subject: .oursOverReference)
    }

    /// R13: each step of a render (`timings.steps`, load and the whole render) over 1, 2, 4 and 8 MB of real pages
    /// concatenated, one cold process each; the figure is the largest growth of any step from one size to the
    /// next (linear: 2).
    static let r13 = FigureSpec(
        key: "R13", title: "largest growth of a render step per doubling of the document, 1 to 8 MB", unit: "x",
        goal: .atMost(2.2), subject: .oursMedian)

    /// The sizes R7 measures, by name (empty: the small one).
    static let r7Sizes = ["", "medium", "large"]

    /// Every figure a run may report, in the order of BENCHMARKS.md.
    static let all: [FigureSpec] =
        [r1, r2RoundTrip, r2Throughput, r3, r3Floor, r4, r5, r5PerDecision, r6, r6Long]
        + ColdProcessFigure.Output.allCases.flatMap { output in
            r7Sizes.flatMap { size in [false, true].map { r7(output, size: size, cold: $0) } }
        }
        + [r8, r13, r9, r10Engines, r10Memory, r11Batch, r11Peer, r11Guarded, r11Memory, r12Blank, r12Engines, memory]
}
