import Foundation
import WebContentCore

/// What a conformance run needs from an engine beyond the ``WebEngine`` role: making one, and the faults and
/// gestures a test provokes.
@MainActor
public protocol ConformanceHarness {
    /// A new engine set up with `configuration`.
    func makeEngine(_ configuration: WebViewConfiguration) async throws -> any WebEngine & WebPresentation
    /// Kills the engine's web process.
    func terminateWebProcess(of engine: any WebEngine & WebPresentation) async
    /// Changes the height of the rendered content, as late images or fonts would.
    func resizeContent(of engine: any WebEngine & WebPresentation, toHeight height: Double) async throws
    /// Taps the first element matching a CSS selector, as a reader would.
    func tap(_ selector: String, in engine: any WebEngine & WebPresentation) async throws
    /// Releases the engine.
    func dispose(_ engine: any WebEngine & WebPresentation) async
    /// Sends `payload` to the Swift strategy `name` from the page, exactly as bridge.js posts it, and returns the
    /// reply the page got (a real page: `WebContentBridge.send`; see ``ConformanceHarness/sendInPage(_:payload:in:)``).
    func sendFromPage(
        _ name: String, payload: JSONValue, in engine: any WebEngine & WebPresentation
    ) async throws -> JSONValue
    /// Sends `payload` to `name` from the page without waiting for a reply (the WebViewJavascriptBridge facade's
    /// `callHandler` with no callback).
    func notifyFromPage(_ name: String, payload: JSONValue, in engine: any WebEngine & WebPresentation) async throws
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
