import Foundation

extension WKWebView {
    /// https://developer.apple.com/documentation/webkit/wkwebview/callasyncjavascript(_:arguments:in:in:completionhandler:)
    ///
    /// Each argument becomes a parameter of the function; a returned Promise is awaited. As WebKit's Swift overlay
    /// does, `undefined` arrives as an `Optional<Any>.none` boxed in `Any`.
    @preconcurrency public func callAsyncJavaScript(
        _ functionBody: String, arguments: [String: Any] = [:], in frame: WKFrameInfo? = nil,
        in contentWorld: WKContentWorld, completionHandler: (@MainActor (Result<Any, any Error>) -> Void)? = nil
    ) {
        let id = makeID()
        scriptCompletions[id] = { completionHandler?($0) }
        let names = arguments.keys.sorted()
        guard let json = FoundationValue.json(arguments) else {
            // Apple raises for an argument it cannot pass (NaN, a custom object); the shim fails the call.
            scriptCompletions[id] = nil
            completionHandler?(.failure(ShimError.webKit(.unknown, "an argument is not a JavaScript value").nsError))
            return
        }
        let (backend, world) = (backend, contentWorld.name)
        GLibQueue.shared.post {
            backend.callAsync(functionBody, names: names, argumentsJSON: json, world: world, id: id)
        }
    }

    /// https://developer.apple.com/documentation/webkit/wkwebview/evaluatejavascript(_:in:in:completionhandler:)
    @preconcurrency public func evaluateJavaScript(
        _ javaScript: String, in frame: WKFrameInfo? = nil, in contentWorld: WKContentWorld,
        completionHandler: (@MainActor (Result<Any, any Error>) -> Void)? = nil
    ) {
        let id = makeID()
        scriptCompletions[id] = { completionHandler?($0) }
        let (backend, world) = (backend, contentWorld.name)
        GLibQueue.shared.post { backend.evaluate(javaScript, world: world, id: id) }
    }

    /// https://developer.apple.com/documentation/webkit/wkwebview/callasyncjavascript(_:arguments:in:contentworld:)
    public func callAsyncJavaScript(
        _ functionBody: String, arguments: [String: Any] = [:], in frame: WKFrameInfo? = nil,
        contentWorld: WKContentWorld
    ) async throws -> Any? {
        try await withCheckedThrowingContinuation { continuation in
            callAsyncJavaScript(functionBody, arguments: arguments, in: frame, in: contentWorld) {
                continuation.resume(with: $0.map { MainActorValue(value: FoundationValue.unboxed($0)) })
            }
        }.value
    }

    /// https://developer.apple.com/documentation/webkit/wkwebview/evaluatejavascript(_:in:contentworld:)
    public func evaluateJavaScript(
        _ javaScript: String, in frame: WKFrameInfo? = nil, contentWorld: WKContentWorld
    ) async throws -> Any? {
        try await withCheckedThrowingContinuation { continuation in
            evaluateJavaScript(javaScript, in: frame, in: contentWorld) {
                continuation.resume(with: $0.map { MainActorValue(value: FoundationValue.unboxed($0)) })
            }
        }.value
    }
}
