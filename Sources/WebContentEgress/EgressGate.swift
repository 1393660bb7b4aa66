package import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization

/// A filtering HTTP proxy on loopback that one engine's network session uses for every remote load.
///
/// Each engine gets a gate of its own, so what a gate refused belongs to the document that engine rendered.
package final class EgressGate: Sendable {
    /// The bounds of every connection through a gate.
    package struct Limits: Sendable {
        package var connectTimeout = TimeAmount.seconds(10)
        /// A side that sends nothing for this long ends the connection.
        package var idleTimeout = TimeAmount.seconds(30)
        /// The most bytes a destination may send over one connection.
        package var responseBytes = 32 << 20
        /// The most bytes WebKit may send over one connection (a request body, or a tunnel's TLS records).
        package var requestBodyBytes = 8 << 20
        /// Connections open through the gate at once; more are closed as they come.
        package var connections = 64

        package init() {}
    }

    /// What the gate did since it was last asked.
    package struct Counts: Sendable, Equatable {
        /// Loads refused: never sent anywhere.
        package var refused = 0
        /// Connections made to a checked address.
        package var forwarded = 0
        /// Why the first few were refused.
        package var reasons: [String] = []
    }

    package let policy: EgressPolicy
    package let limits: Limits
    /// The loopback port the gate listens on.
    package let port: Int
    /// The address WebKit's network session is given as its HTTP and HTTPS proxy.
    package var proxyURL: String { "http://127.0.0.1:\(port)" }
    private let counts = Mutex(Counts())
    private let live = Mutex(0)
    private let onRefusal: @Sendable (String) -> Void
    private let listener = Mutex<(any Channel)?>(nil)

    private init(policy: EgressPolicy, limits: Limits, port: Int, onRefusal: @escaping @Sendable (String) -> Void) {
        self.policy = policy
        self.limits = limits
        self.onRefusal = onRefusal
        self.port = port
    }

    /// Opens a gate on a free loopback port; `onRefusal` is told each refusal (the service's metric).
    package static func open(
        policy: EgressPolicy, limits: Limits = Limits(), onRefusal: @escaping @Sendable (String) -> Void = { _ in }
    ) async throws -> EgressGate {
        let box = Mutex<EgressGate?>(nil)
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    guard let gate = box.withLock({ $0 }), gate.admit() else { throw ChannelError.ioOnClosedChannel }
                    channel.closeFuture.whenComplete { _ in gate.leave() }
                    let decoder = ByteToMessageHandler(HTTPRequestDecoder(leftOverBytesStrategy: .forwardBytes))
                    let sync = channel.pipeline.syncOperations
                    try sync.addHandler(IdleStateHandler(allTimeout: gate.limits.idleTimeout))
                    try sync.addHandler(decoder)
                    try sync.addHandler(EgressConnectionHandler(gate: gate, decoder: decoder))
                }
            }
            .bind(host: "127.0.0.1", port: 0).get()
        let gate = EgressGate(
            policy: policy, limits: limits, port: channel.localAddress?.port ?? 0, onRefusal: onRefusal)
        box.withLock { $0 = gate }
        gate.listener.withLock { $0 = channel }
        return gate
    }

    /// The counts since the last call, which start again from zero.
    package func take() -> Counts {
        counts.withLock { counts in
            defer { counts = Counts() }
            return counts
        }
    }

    /// Stops listening; connections already relaying end when their sides do.
    package func close() async {
        let channel = listener.withLock { channel in
            defer { channel = nil }
            return channel
        }
        try? await channel?.close()
    }

    func count(refused reason: String) {
        counts.withLock { counts in
            counts.refused += 1
            if counts.reasons.count < 8 { counts.reasons.append(reason) }
        }
        onRefusal(reason)
    }

    func countForwarded() {
        counts.withLock { $0.forwarded += 1 }
    }

    private func admit() -> Bool {
        live.withLock { live in
            guard live < limits.connections else { return false }
            live += 1
            return true
        }
    }

    private func leave() {
        live.withLock { $0 -= 1 }
    }
}
