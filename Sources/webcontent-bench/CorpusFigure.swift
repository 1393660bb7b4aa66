#if os(Linux)
/// A figure measured by rendering corpus documents in engines of this process, warmed up on the first document.
@MainActor
protocol CorpusFigure {
    /// What the figure compares, which the run also reports when the figure cannot be measured.
    static var spec: FigureSpec { get }

    /// Fills in `figure`'s sides and notes from `documents`; `first`, the first of them, is the one the engines warm
    /// up on.
    func measure(_ documents: [CorpusDocument], into figure: inout Figure, first: CorpusDocument) async throws
}

extension CorpusFigure {
    /// The figure measured on `documents`; an error when there are none or an engine could not be made.
    func measure(_ documents: [CorpusDocument]) async throws -> Figure {
        var figure = Figure(Self.spec)
        try await measure(documents, into: &figure, first: try documents.warmUpDocument())
        return figure
    }
}
#endif
