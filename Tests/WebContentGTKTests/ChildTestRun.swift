import Foundation
import WebContentConformance

/// A child copy of this test binary, for the checks that need a process of their own.
enum ChildTestRun {
    /// Set in every child run: the tests that start one are off there, the checks only a child runs are on.
    static let isChild = ProcessInfo.processInfo.environment[marker] != nil
    private static let marker = "WCK_CHILD_RUN"

    /// Starts this test binary running only the tests `filter` matches, in this process's environment with
    /// `changes` applied (nil removes a variable).
    ///
    /// ChildSpawn's posix_spawn (through `ChildProcess`), not Foundation's Process, which hangs in a process whose
    /// GLib thread runs; the caller awaits it with a limit, so a child that never exits fails instead of hanging.
    static func start(_ filter: String, changing changes: [String: String?] = [:]) throws -> ChildProcess {
        var environment = ProcessInfo.processInfo.environment
        environment[marker] = "1"
        for (name, value) in changes { environment[name] = value }
        return try ChildProcess(
            CommandLine.arguments[0], ["--testing-library", "swift-testing", "--filter", filter],
            environment: environment)
    }
}
