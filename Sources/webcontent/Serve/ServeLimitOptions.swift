import ArgumentParser
import Foundation

/// `serve`'s bounds on connections, bytes, pixels and each web process's memory (time is `--timeout`, in
/// ``EngineOptions``).
struct ServeLimitOptions: ParsableArguments, Sendable {
    @Option(help: ArgumentHelp("Connections open at once; more wait in the listen backlog.", valueName: "N"))
    var maxConnections = 512

    @Option(
        help: ArgumentHelp(
            "Seconds a client has to send a request's header and body, from the moment the service waits for it; trickled bytes do not extend it.",
            valueName: "SECONDS"))
    var readTimeout: Double = 15

    @Option(
        help: ArgumentHelp("Seconds a connection may stay silent (Hummingbird's idle timeout).", valueName: "SECONDS"))
    var idleTimeout: Double = 15

    @Option(help: ArgumentHelp("Pixels a PNG may have (width x height); a larger one gets 422.", valueName: "N"))
    var maxPixels = 32 << 20

    @Option(
        help: ArgumentHelp(
            "MiB each web process may use; WebKit kills one past it and its render fails naming the limit (0: no bound).",
            valueName: "MIB"))
    var engineMemory = 2048

    func validate() throws {
        guard (0...1_048_576).contains(engineMemory) else {
            throw ValidationError("--engine-memory must be between 0 and 1048576 MiB")
        }
        guard (1...100_000).contains(maxConnections) else {
            throw ValidationError("--max-connections must be between 1 and 100000")
        }
        guard readTimeout.isFinite, readTimeout > 0, readTimeout <= 3600 else {
            throw ValidationError("--read-timeout must be more than 0 and at most 3600 seconds")
        }
        guard idleTimeout.isFinite, idleTimeout > 0, idleTimeout <= 3600 else {
            throw ValidationError("--idle-timeout must be more than 0 and at most 3600 seconds")
        }
        guard maxPixels >= 1 else { throw ValidationError("--max-pixels must be at least 1") }
    }

    /// `--read-timeout` as a duration, to the millisecond.
    var readDeadline: Duration { .milliseconds(Int64((readTimeout * 1000).rounded())) }

    /// `--idle-timeout` in milliseconds.
    var idleMilliseconds: Int64 { Int64((idleTimeout * 1000).rounded()) }
}
