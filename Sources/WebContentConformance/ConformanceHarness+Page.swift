import WebContentCore

/// The gestures a harness provokes in a real page, the same on every engine: only the transport differs.
extension ConformanceHarness {
    /// Changes the content's first block to `height`, as a late image would; the page's observer must see it.
    public func resizeContentInPage(of engine: any WebEngine & WebPresentation, toHeight height: Double) async throws {
        _ = try await engine.callAsyncJavaScript(
            "document.getElementById('wck-content').firstElementChild.style.height = height + 'px'; return null;",
            arguments: ["height": .number(height)], in: .content, timeout: .seconds(5))
    }

    /// Clicks the first element matching `selector` from the content world.
    public func tapInPage(_ selector: String, in engine: any WebEngine & WebPresentation) async throws {
        _ = try await engine.callAsyncJavaScript(
            "document.querySelector(selector).click(); return null;",
            arguments: ["selector": .string(selector)], in: .content, timeout: .seconds(5))
    }
}
