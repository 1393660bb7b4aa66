extension WebPresentation {
    /// Tells the presentation delegate about a tap or a size change the page reported; other events are the
    /// adapter's own business (a click only matters to an engine that cannot name a navigation's frame).
    package func report(_ event: PageEvent) {
        switch event {
        case .tap(let tap, let generation):
            presentationDelegate?.webPresentation(self, didTap: tap, generation: generation)
        case .contentSize(let size, let generation):
            presentationDelegate?.webPresentation(self, didChangeContentSize: size, generation: generation)
        case .click, .remoteBlocked:
            break
        }
    }
}

extension ContentAttempts {
    /// Counts a remote load the page's policy stopped, and tracking pixels apart.
    package mutating func count(_ event: PageEvent) {
        guard case .remoteBlocked(_, let tracker) = event else { return }
        remoteRequests += 1
        if tracker { trackers += 1 }
    }
}
