extension WebEngine {
    /// The content element's height in CSS pixels as the page measures it now (the measure step's answer),
    /// or nil when the page has no content element or no bridge (a raw document of its own).
    ///
    /// Adapters crop their snapshots to it: a full-document snapshot is never shorter than the window. The
    /// deadline runs on `clock`.
    public func measuredContentHeight(
        timeout: Duration, clock: some Clock<Duration> = ContinuousClock()
    ) async -> Double? {
        guard
            let size = try? await withDeadline(
                "measure for a snapshot", timeout: timeout, clock: clock,
                {
                    try await self.callBridge(RenderStepName.measure, payload: .object([:]), timeout: timeout)
                }),
            let height = size["height"]?.doubleValue, height > 0
        else { return nil }
        return height
    }
}
