extension RenderStep {
    /// The first step of a render: the content sanitised into the page, or a trusted page stamped with its
    /// generation.
    static func insert(_ context: RenderStepContext) -> RenderStep {
        let generation = JSONValue.number(Double(context.generation.value))
        guard let content = context.page.content else {
            return RenderStep(RenderStepName.begin, payload: .object(["generation": generation]))
        }
        let configuration = context.configuration
        return RenderStep(
            RenderStepName.insertContent,
            payload: .object([
                "html": .string(content),
                "baseURL": context.document.baseURL.map { .string($0.absoluteString) } ?? .null,
                "generation": generation,
                "policy": .string(configuration.remoteContentPolicy.rawValue),
                "origins": configuration.remoteOrigins.map { .array($0.map(JSONValue.string)) } ?? .null,
                "inlineImages": .bool(!configuration.withholdsInlineImages),
                "theme": .string(configuration.theme.rawValue),
            ]))
    }
}
