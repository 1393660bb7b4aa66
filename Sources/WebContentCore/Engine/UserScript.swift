/// A setup script installed in the engine so that it runs in every new document.
///
/// Callers cannot build one from a free-form string: scripts come from the ``ScriptProvider``'s vetted,
/// named resources (the package itself may build others, for tests and adapters).
public struct UserScript: Hashable, Sendable {
    /// When the script runs in a new document.
    public enum InjectionTime: Hashable, Sendable { case documentStart, documentEnd }
    /// Which frames the script runs in.
    public enum Frames: Hashable, Sendable { case topFrame, allFrames }

    /// A short name for logs and traces.
    public let name: String
    /// The JavaScript source.
    public let source: String
    /// When the script runs in a new document.
    public let injectionTime: InjectionTime
    /// Which frames the script runs in.
    public let frames: Frames
    /// The JavaScript world the script runs in.
    public let world: ScriptWorld

    package init(
        name: String, source: String, injectionTime: InjectionTime = .documentStart,
        frames: Frames = .topFrame, world: ScriptWorld = .content
    ) {
        self.name = name
        self.source = source
        self.injectionTime = injectionTime
        self.frames = frames
        self.world = world
    }
}
