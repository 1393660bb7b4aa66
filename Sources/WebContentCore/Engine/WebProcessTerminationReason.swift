/// Why the web process went away.
public enum WebProcessTerminationReason: String, Sendable, Hashable, Codable {
    /// The web process crashed.
    case crashed
    /// The system ended the web process for using too much memory.
    case exceededMemoryLimit
    /// The app ended the web process through the engine's API.
    case terminatedByAPI
}
