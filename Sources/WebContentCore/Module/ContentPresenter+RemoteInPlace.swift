extension ContentPresenter {
    /// Shows the withheld remote images of the content on screen without a reload; the height follows as size
    /// events (it only grows: nothing is removed).
    public func showRemoteContentInPlace() async -> Int? {
        await interactor?.showRemoteContentInPlace()
    }
}
