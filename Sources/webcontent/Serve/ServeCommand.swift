import ArgumentParser
import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import ServiceLifecycle

#if os(Linux)
import WebContentGTK
#endif

/// `webcontent serve`: the render service, with the same engines and reports as `webcontent render`.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Render untrusted HTML and messages over HTTP: a bounded queue, warm engines, drain on SIGTERM.",
        discussion: """
            POST /render with an HTML document (Content-Type: text/html) or a message (message/rfc822) as the body, \
            and Authorization: Bearer <token> when the service has a token; query parameters as the render \
            command's options: format=json|png|pdf, width, preset, theme, remote-content, text-scale, \
            minimum-scale, find, contrast, original-colours, collapse-quotes, junk, and name (the report's \
            "input"). Answers: 200 with the report, PNG or PDF; 422 with the report when the document failed to \
            render (or its PNG would pass --max-pixels); 400 for a bad parameter or an empty body; 401 without the \
            token; 403 for more remote content than --remote-content allows; 413 for a body over 17 MiB; 415 for \
            another Content-Type; 421 for a foreign Host on a loopback bind; 429 with Retry-After when --jobs \
            renders run and --queue wait; 503 when a request could not start within --timeout; 504 with the report \
            so far when its whole --timeout passed. GET /health: 200 once the engines are warm and sandboxed, 503 \
            with the reason while starting, unsandboxed or draining. GET /metrics: Prometheus text. SIGTERM or \
            SIGINT: stop taking connections, answer every request already taken, close the engines, exit 0.
            """)

    @Option(help: "Address to listen on (0.0.0.0 for every interface).")
    var host = "127.0.0.1"

    @Option(help: "Port to listen on; 0 picks a free one (the address is printed on standard output).")
    var port = 8080

    @OptionGroup var engines: EngineOptions

    @OptionGroup var security: ServeSecurityOptions

    @OptionGroup var limits: ServeLimitOptions

    @Option(help: ArgumentHelp("Requests that may wait for a free engine; more get 429.", valueName: "Q"))
    var queue = 16

    @Option(help: ArgumentHelp("Renders after which an engine is closed and a fresh one made.", valueName: "N"))
    var recycleAfter = 100

    @Option(
        help: ArgumentHelp(
            "Resident memory of the service and its WebKit processes, in MiB, past which the engine just used is recycled.",
            valueName: "MIB"))
    var memoryLimit: Double?

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        guard (0...10_000).contains(queue) else { throw ValidationError("--queue must be between 0 and 10000") }
        guard recycleAfter >= 1 else { throw ValidationError("--recycle-after must be at least 1") }
        if let memoryLimit, !(memoryLimit.isFinite && memoryLimit > 0) {
            throw ValidationError("--memory-limit must be a positive number of MiB")
        }
    }

    @MainActor
    func run() async throws {
        RenderLogging.bootstrap(level: ProcessInfo.processInfo.environment["WEBCONTENT_LOG_LEVEL"])
        let environment = ProcessInfo.processInfo.environment
        let token = try security.token(binding: host, environment: environment)
        let egress = try security.egressPolicy()
        // Where WebKit's sandbox is off on purpose, bubblewrap is never run, and /health says so instead.
        if (environment["WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS"] ?? "").isEmpty,
            let layer = BubblewrapPreflight.failingLayer()
        {
            let message = "WebKit's sandbox cannot start here: bubblewrap's \(layer)"
            guard security.allowUnsandboxed else {
                throw ValidationError(message + " (--allow-unsandboxed to start anyway)")
            }
            Self.say(message, to: .standardError)
        }
        #if os(Linux)
        // Before the first engine: the bound is fixed with WebKit's web context.
        GTKWebEngine.limitWebProcessMemory(toMiB: limits.engineMemory)
        #endif
        let service = RenderService(
            jobs: engines.engineCount, queue: queue, timeout: engines.documentTimeout, recycleAfter: recycleAfter,
            memoryLimitMiB: memoryLimit, ceiling: security.remoteContent, maxPixels: limits.maxPixels,
            allowsUnsandboxed: security.allowUnsandboxed, egress: egress)
        let logger = Logger(label: "webcontent.serve")
        let readDeadline = limits.readDeadline
        let app = Application(
            router: ServeRoutes.router(service, access: ServeAccess(token: token, boundHost: host)),
            server: .http1(
                configuration: .init(
                    additionalChannelHandlers: [RequestReadDeadline(readDeadline)],
                    idleTimeout: .milliseconds(limits.idleMilliseconds))),
            configuration: .init(
                address: .hostname(host, port: port),
                availableConnectionsDelegate: MaximumAvailableConnections(limits.maxConnections)),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? 0
                Self.say("listening on http://\(host):\(bound)", to: .standardOutput)
            },
            logger: logger)
        let warmUp = Task { @MainActor in
            do {
                try await service.warmUp()
                Self.say("ready: \(service.queue.slots) engines warm", to: .standardError)
            } catch {
                // Requests still render (each lane starts its engine on first use); /health says starting.
                Self.say("engines did not start: \(error)", to: .standardError)
            }
        }
        let (metrics, kills) = (service.metrics, service.memoryKills)
        let memoryWatch = Task.detached {
            await WebProcessMemoryWatch.run(limitMiB: limits.engineMemory) { pid, resident in
                kills.record()
                metrics.countMemoryKill()
                Self.say(
                    "web process \(pid) killed: \(Int(resident)) MiB past --engine-memory \(limits.engineMemory)",
                    to: .standardError)
            }
        }
        let group = ServiceGroup(
            configuration: .init(
                services: [.init(service: app), .init(service: DrainOnShutdown(service: service))],
                gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
        try await group.run()
        // Each stage of a stop says so on standard error: a stop that never ends then shows which stage it was in.
        Self.say("server stopped: closing the engines", to: .standardError)
        // A stop during warm-up waits for it to end, so that the engines it was starting are closed below: a
        // process that exits while GTK and a web process are still starting ends with status 1 (GDK losing its
        // X server) or a crash in the exit's teardown.
        warmUp.cancel()
        await warmUp.value
        memoryWatch.cancel()
        await service.close()
        Self.say("stopped: every accepted request answered", to: .standardError)
        fflush(nil)
    }

    enum Stream { case standardOutput, standardError }

    static func say(_ line: String, to stream: Stream) {
        let handle = stream == .standardOutput ? FileHandle.standardOutput : FileHandle.standardError
        handle.write(Data(("webcontent serve: " + line + "\n").utf8))
    }
}
