extension ContentInteractor {
    /// Whether the configuration installs the page feature `name`; when it does not, says so in the log for
    /// `call` (a live call on a page without the feature's scripts would only time out).
    func installs(_ name: PageFeature.Name, for call: String) -> Bool {
        guard PageFeature.enabled(by: configuration).contains(where: { $0.name == name }) else {
            logger.notice("\(call): the configuration does not install the page feature \(name.rawValue)")
            return false
        }
        return true
    }
}
