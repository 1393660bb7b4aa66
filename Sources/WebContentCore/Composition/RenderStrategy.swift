/// The ordered steps that render one document: each a handler in the page's bridge, with its payload.
public struct RenderStrategy: Hashable, Sendable {
    /// A name for logs and reports.
    public var name: String
    /// The steps, in the order they run.
    public var steps: [RenderStep]

    /// A strategy named `name` that runs `steps` in order.
    public init(name: String, steps: [RenderStep]) {
        self.name = name
        self.steps = steps
    }
}

/// One render step: a bridge handler name, its payload and how long it may take.
public struct RenderStep: Hashable, Sendable {
    /// The bridge handler in the content world, such as `layout.measure`.
    public var handler: String
    /// The value the handler is called with.
    public var payload: JSONValue
    /// nil: the configuration's step timeout.
    public var timeout: Duration?

    /// A step that calls `handler` with `payload`; a nil `timeout` takes the configuration's.
    public init(_ handler: String, payload: JSONValue = .object([:]), timeout: Duration? = nil) {
        self.handler = handler
        self.payload = payload
        self.timeout = timeout
    }
}

/// The names of the render steps the content world's scripts register (Resources/js/steps.js).
public enum RenderStepName {
    /// Stamps a trusted document with its generation (untrusted content gets it from the insert step).
    public static let begin = "content.begin"
    /// Sanitises untrusted HTML on the engine's parser and moves it into the page.
    ///
    /// Payload: html, baseURL, policy.
    public static let insertContent = "content.insert"
    /// Applies a ``ContentColourMode``: under the dark theme, darkens what it can keep readable (see
    /// ``ContentColourReport``).
    ///
    /// Payload: mode.
    public static let colours = ContentColourReport.handler
    /// Waits (bounded) for images and fonts, so the height is final.
    public static let settle = "layout.settle"
    /// Collects links, images and embeds.
    public static let collect = "content.collect"
    /// Measures the content height.
    public static let measure = "layout.measure"
    /// Shows the remote images the block policy withheld, in place (not a render step: a live call).
    public static let showRemote = "content.showRemote"
}
