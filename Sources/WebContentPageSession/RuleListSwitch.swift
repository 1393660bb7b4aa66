package import WebContentCore

/// Where an engine's remote-content rule list stands, and how a page's policy moves it: the list is on the engine
/// for a page under `.block` and off for any other, and no page that asked for it loads without it.
///
/// The engine supplies the two operations: `install` compiles the list (once per process is the engine's
/// business) and adds it to the engine; `remove` takes it off. The rules decided here:
///
/// - A compile runs once for every load that waits for it; a load that does not want the list still waits for a
///   running compile, so that the list it takes off is never added after it (rule lists apply from the next
///   navigation).
/// - A compile's end is recorded only while the state is still that compile: another load may have moved the
///   state on while this one waited, so the state is read again afterwards, never assumed.
/// - A list that failed to compile fails the load that wants it (no document loads without the wall it asked
///   for) and is compiled again for the next one.
@MainActor
package final class RuleListSwitch {
    /// Where the list stands.
    package enum State {
        /// Not on the engine.
        case none
        /// Compiling, then added to the engine.
        case compiling(Task<Void, any Error>)
        /// On the engine.
        case installed
    }

    /// Where the list stands now.
    package private(set) var state = State.none
    private let install: @MainActor () async throws -> Void
    private let remove: @MainActor () async throws -> Void

    /// A switch whose list `install` compiles and adds, and `remove` takes off.
    package init(
        install: @escaping @MainActor () async throws -> Void, remove: @escaping @MainActor () async throws -> Void
    ) {
        self.install = install
        self.remove = remove
    }

    /// Starts compiling and adding the list (an engine made for `.block` starts before its first load).
    package func startInstalling() {
        let install = install
        state = .compiling(Task { try await install() })
    }

    /// Waits for a running compile; a failed one fails with `.loadFailed`.
    ///
    /// Later loads pass straight through.
    package func waitForInstall() async throws {
        guard case .compiling(let task) = state else { return }
        do {
            try await task.value
        } catch {
            throw WebContentError.loadFailed("remote-content rules: \(error)")
        }
        if case .compiling(let current) = state, current == task { state = .installed }
    }

    /// Puts the list on for `policy` `.block` and takes it off for any other, before the page loads.
    package func apply(_ policy: RemoteContentPolicy) async throws {
        let wanted = policy == .block
        while true {
            if wanted, case .none = state { startInstalling() }
            guard case .compiling(let task) = state else { break }
            let outcome = await task.result
            guard case .compiling(let current) = state, current == task else { continue }
            switch outcome {
            case .success:
                state = .installed
            case .failure(let error):
                state = .none
                if wanted { throw WebContentError.loadFailed("remote-content rules: \(error)") }
                return
            }
        }
        if !wanted, case .installed = state {
            try await remove()
            state = .none
        }
    }
}
