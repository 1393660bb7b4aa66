/// A figure whose reference side is another program (headless Chromium), run as a user would run it.
protocol PeerFigure {
    func measure() throws -> Figure
}
