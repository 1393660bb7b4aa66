/// Whose turn it is to run real engines: a first-come, first-served lock that waits without blocking a thread.
actor RealEngineTurn {
    static let shared = RealEngineTurn()

    private var taken = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Returns once the caller holds the turn.
    func acquire() async {
        guard taken else {
            taken = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Hands the turn to the next in line, or frees it.
    func release() {
        if waiting.isEmpty {
            taken = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}
