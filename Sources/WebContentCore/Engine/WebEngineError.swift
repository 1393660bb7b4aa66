/// Everything that can go wrong between Swift and the page, as values rather than crashes.
public enum WebEngineError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The document failed to load.
    case loadFailed(String)
    /// A newer load replaced the one this call belonged to.
    case superseded
    /// A call or step did not answer in time.
    case timeout(String, seconds: Double)
    /// Page JavaScript threw; name and message as the page reported them.
    case javaScript(name: String, message: String)
    /// The web process died; pending calls fail with this at once.
    case webProcessTerminated(WebProcessTerminationReason)
    /// The engine was closed or is not usable.
    case engineClosed
    /// The input could not be used (too large, invalid, malformed message).
    case invalidInput(String)
    /// A value from the page did not have the expected shape.
    case malformedResult(String)
    /// The caller's task was cancelled.
    case cancelled

    public var description: String {
        switch self {
        case .loadFailed(let reason): "load failed: \(reason)"
        case .superseded: "superseded by a newer load"
        case .timeout(let what, let seconds): "\(what) did not answer within \(seconds) s"
        case .javaScript(let name, let message): "JavaScript \(name): \(message)"
        case .webProcessTerminated(let reason): "web process terminated (\(reason))"
        case .engineClosed: "engine closed"
        case .invalidInput(let reason): "invalid input: \(reason)"
        case .malformedResult(let reason): "malformed result: \(reason)"
        case .cancelled: "cancelled"
        }
    }
}

/// Why the web process went away.
public enum WebProcessTerminationReason: String, Sendable, Hashable, Codable {
    case crashed
    case exceededMemoryLimit
    case terminatedByAPI
}

extension WebEngineError {
    /// Any error as a WebEngineError, keeping engine errors as they are.
    public init(_ error: any Error) {
        switch error {
        case let error as WebEngineError: self = error
        case is CancellationError: self = .cancelled
        default: self = .javaScript(name: "Error", message: "\(error)")
        }
    }
}
