import Foundation
public import WebContentCore

/// What a conformance run needs from an engine beyond the `WebEngine` role: making one, the faults a test
/// provokes, and the page it drives.
@MainActor
public protocol ConformanceHarness {
    /// A new engine set up with `configuration`.
    func makeEngine(_ configuration: WebViewConfiguration) async throws -> any ConfiguredWebEngine
    /// Kills the engine's web process.
    func terminateWebProcess(of engine: any WebEngine & WebPresentation) async
    /// How many navigations still wait for their decision (an applied decision is no longer waiting).
    func waitingNavigationDecisions(of engine: any WebEngine & WebPresentation) async -> Int
    /// Releases the engine.
    func dispose(_ engine: any WebEngine & WebPresentation) async
    /// How the bodies act in the page: through its own scripts on a real engine, through the model on the fake.
    var page: any ConformancePage { get }
}

/// A failed conformance expectation, or a test display that would not start, with where and why: the module's
/// one error type.
public struct ConformanceFailure: Error, CustomStringConvertible {
    /// Where (`file:line`) and what failed.
    public var description: String

    /// A failure at the caller's `file` and `line`, saying `description`.
    public init(_ description: String, file: StaticString = #fileID, line: UInt = #line) {
        self.description = "\(file):\(line): \(description)"
    }
}

/// Throws a ``ConformanceFailure`` unless `condition` holds.
func require(
    _ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line
) throws {
    if !condition { throw ConformanceFailure(message(), file: file, line: line) }
}
