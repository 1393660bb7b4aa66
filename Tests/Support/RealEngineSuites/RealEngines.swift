public import Testing

/// The trait of every suite that runs real WebKit web processes inside the test process: the WebKitGTK engine
/// suites and the WebKit adapter's suites on the shim. Such suites run one at a time, whichever test target they
/// are in: they share one GLib thread and one machine, and some of them act on every web process of the test
/// process (a test that kills them all to prove recovery would kill another suite's too).
public struct RealEngines: SuiteTrait, TestScoping {
    /// Around the whole suite, not each of its tests (they are serialized by the suite itself).
    public var isRecursive: Bool { false }

    /// Runs the suite once no other real-engine suite runs.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        await RealEngineTurn.shared.acquire()
        do {
            try await function()
        } catch {
            await RealEngineTurn.shared.release()
            throw error
        }
        await RealEngineTurn.shared.release()
    }
}

extension Trait where Self == RealEngines {
    /// One real-engine suite at a time in the test process (see ``RealEngines``).
    public static var realEngines: Self { RealEngines() }
}
