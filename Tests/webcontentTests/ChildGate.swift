/// The turns the CLI suites' `webcontent` children take: at most `width` run at once across every suite of the test
/// process, the rest wait in line.
///
/// Each child starts a display, a bus and a WebKit of its own beside the real-engine suites; sixteen suites each
/// starting theirs at once loaded the two cores to 20, and every bound in reach was missed.
///
/// The suites whose children pass here have no `.timeLimit`: a suite's wall time then includes its turns in line,
/// other suites' work (one of seven runs in line took 190 s on a loaded CI machine). Each child's own limit,
/// counted from its turn (``RenderBinary/run(_:input:limit:)``, `ChildProcess.wait(limit:)`), is what ends a hang.
actor ChildGate {
    /// The gate every CLI suite's renders pass.
    static let renders = ChildGate(width: 2)

    private let width: Int
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(width: Int) {
        self.width = width
    }

    /// Runs `body` in a turn of its own.
    func run<Value: Sendable>(_ body: @Sendable () async throws -> Value) async rethrows -> Value {
        if running < width {
            running += 1
        } else {
            // The turn is handed over by the one that leaves, so `running` never counts a waiter twice.
            await withCheckedContinuation { waiting.append($0) }
        }
        defer { leave() }
        return try await body()
    }

    private func leave() {
        if waiting.isEmpty {
            running -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
