import ServiceLifecycle

/// Turns the service's health to draining as soon as shutdown begins, before the server stops accepting.
///
/// Listed after the server in the service group, it is the first to hear of a graceful shutdown (the group
/// stops services in reverse order): `/health` then answers 503 while the server still answers what it took.
struct DrainOnShutdown: Service {
    let service: RenderService

    func run() async throws {
        try? await gracefulShutdown()
        await service.beginDraining()
        ServeCommand.say("stopping: taking no new connections, answering the requests taken", to: .standardError)
    }
}
