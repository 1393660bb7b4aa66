import Foundation
import Testing
import WebContentConformance

@testable import WebContentCore
@testable import WebContentPageSession

/// The remote-content rule list follows each page's policy, and no page that asked for it loads without it.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct RuleListSwitchTests {
    struct CompileFailed: Error {}

    /// A rule list whose compiles the test ends, one at a time.
    @MainActor final class FakeRuleList {
        var compiles = 0
        var added = 0
        var removed = 0
        private var waiting: [CheckedContinuation<Void, any Error>] = []

        func install() async throws {
            compiles += 1
            try await withCheckedThrowingContinuation { waiting.append($0) }
            added += 1
        }

        func remove() { removed += 1 }

        /// Ends the oldest running compile.
        func endCompile(failing: Bool = false) {
            let compile = waiting.removeFirst()
            if failing { compile.resume(throwing: CompileFailed()) } else { compile.resume() }
        }

        var isCompiling: Bool { !waiting.isEmpty }

        func makeSwitch() -> RuleListSwitch {
            RuleListSwitch(install: { try await self.install() }, remove: { self.remove() })
        }
    }

    func isInstalled(_ rules: RuleListSwitch) -> Bool {
        if case .installed = rules.state { return true }
        return false
    }

    func isNone(_ rules: RuleListSwitch) -> Bool {
        if case .none = rules.state { return true }
        return false
    }

    /// A switch of an engine made for blocking, its list compiling, and `operation` started on it meanwhile.
    func duringFirstCompile(
        _ operation: @escaping @MainActor (RuleListSwitch) async throws -> Void
    ) async -> (list: FakeRuleList, rules: RuleListSwitch, task: Task<Void, any Error>) {
        let list = FakeRuleList()
        let rules = list.makeSwitch()
        rules.startInstalling()
        let task = Task { try await operation(rules) }
        #expect(await eventually { list.isCompiling })
        return (list, rules, task)
    }

    @Test func aBlockingPageWaitsForTheListAndLaterOnesPassStraightThrough() async throws {
        let list = FakeRuleList()
        let rules = list.makeSwitch()
        let load = Task { try await rules.apply(.block) }
        #expect(await eventually { list.isCompiling })
        list.endCompile()
        try await load.value
        #expect(isInstalled(rules) && list.added == 1)
        try await rules.apply(.block)
        #expect(list.compiles == 1)
        try await rules.apply(.allow)
        #expect(isNone(rules) && list.removed == 1)
    }

    @Test func aPageThatAllowsRemoteContentTakesOffAListWhoseCompileItWaitedFor() async throws {
        // The list must not be added after the page that does not want it: the allowing load waits, then removes.
        let (list, rules, allowing) = await duringFirstCompile { try await $0.apply(.allow) }
        await Task.yield()
        #expect(list.removed == 0)
        list.endCompile()
        try await allowing.value
        #expect(list.added == 1 && list.removed == 1 && isNone(rules))
    }

    @Test func aFailedCompileFailsTheLoadThatWantsItAndIsCompiledAgainForTheNext() async throws {
        let list = FakeRuleList()
        let rules = list.makeSwitch()
        let first = Task { try await rules.apply(.block) }
        #expect(await eventually { list.isCompiling })
        list.endCompile(failing: true)
        await #expect(throws: WebContentError.self) { try await first.value }
        #expect(isNone(rules))
        let second = Task { try await rules.apply(.block) }
        #expect(await eventually { list.isCompiling })
        list.endCompile()
        try await second.value
        #expect(list.compiles == 2 && isInstalled(rules))
    }

    @Test func aFailedCompileDoesNotFailALoadThatDidNotWantTheList() async throws {
        let (list, rules, allowing) = await duringFirstCompile { try await $0.apply(.allow) }
        list.endCompile(failing: true)
        try await allowing.value
        #expect(isNone(rules) && list.removed == 0)
    }

    @Test func theFirstLoadOfAnEngineMadeForBlockingWaitsForItsCompile() async throws {
        let (list, _, waiting) = await duringFirstCompile { try await $0.waitForInstall() }
        list.endCompile(failing: true)
        await #expect(throws: WebContentError.self) { try await waiting.value }
    }

    @Test func withoutACompileRunningNothingWaits() async throws {
        let list = FakeRuleList()
        try await list.makeSwitch().waitForInstall()
        #expect(list.compiles == 0)
    }
}
