import WebContentCore

extension ContentModuleConformance {
    /// A web process that dies while the module is idle (between renders) leaves a blank page: the module renders
    /// the kept content again on its own, which its output hears as a second result at the same height.
    ///
    /// Control: the same kill on a module allowed no recovery ends in a failure and no second result, so the
    /// second result is the recovery's doing and not something any kill produces.
    public func aWebProcessKilledBetweenRendersIsRecovered() async throws {
        for recovers in [true, false] {
            try await withModule { module, engine, output, _ in
                if !recovers { module.interactor.maximumRecoveries = 0 }
                let kept = try await module.renderAndWait(Self.block(520, "kept")).get()
                guard let witness = TerminationWitness.install(on: engine) else {
                    throw ConformanceFailure("the module set no engine delegate")
                }
                await harness.terminateWebProcess(of: engine)
                try require(await eventually { witness.terminations.count == 1 }, "the kill did not land")
                if recovers {
                    try require(
                        await eventually { output.results.count == 2 },
                        "no render after the idle kill: \(output.results.count) results, failures \(output.failures)")
                    guard let again = output.results.last else { throw ConformanceFailure("no result") }
                    try require(again.height == kept.height, "recovered \(again.height), kept \(kept.height)")
                    try require(
                        near(engine.contentSize.height, 520), "the page shows \(engine.contentSize.height) px")
                } else {
                    try require(
                        await eventually { !output.failures.isEmpty },
                        "control: a module allowed no recovery did not fail (\(output.results.count) results)")
                    try require(output.results.count == 1, "control: \(output.results.count) results")
                }
            }
        }
    }
}
