#if os(Linux)
/// Carries the window's actions to the controller, which exists only after the window does.
@MainActor
final class ReaderMailbox: Sendable {
    weak var controller: ReaderController?

    nonisolated var send: @Sendable (ReaderAction) -> Void {
        { [weak self] action in Task { @MainActor in await self?.controller?.perform(action) } }
    }
}
#endif
