import Testing
import WebContentEgress

/// The gate on loopback, as WebKit's network process talks to it: a refused destination is never connected to,
/// whatever the request's form, and the control (the same destination opened by the operator) is reached, so the
/// tripwire could have seen a leak.
@Suite(.timeLimit(.minutes(2)))
struct EgressGateTests {
    @Test func aPlainRequestToALoopbackAddressIsRefusedAndNeverSent() async throws {
        let tripwire = try await Tripwire.listen(on: "127.0.0.2")
        let gate = try await EgressGate.open(policy: EgressPolicy())
        for spelling in ["127.0.0.2", "2130706434", "0x7f000002", "0177.0.0.2", "127.2", "localhost"] {
            let reply = try await exchange(
                port: gate.port, send: "GET http://\(spelling):\(tripwire.port)/pixel.png HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(reply.hasPrefix("HTTP/1.1 403"), "\(spelling): \(reply)")
        }
        #expect(tripwire.count == 0)
        let counts = gate.take()
        #expect(counts.refused == 6 && counts.forwarded == 0, "\(counts)")
        #expect(gate.take().refused == 0, "take() starts the count again")
        await gate.close()
        await tripwire.stop()
    }

    @Test func theControlOpenedByTheOperatorIsReachedAndAnswered() async throws {
        let tripwire = try await Tripwire.listen(on: "127.0.0.2", answer: "pixel")
        let gate = try await EgressGate.open(policy: EgressPolicy(allowing: ["127.0.0.2"]))
        let reply = try await exchange(
            port: gate.port, send: "GET http://2130706434:\(tripwire.port)/p.png HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(reply.hasPrefix("HTTP/1.1 200") && reply.hasSuffix("pixel"), "\(reply)")
        #expect(tripwire.count == 1)
        #expect(gate.take().forwarded == 1)
        await gate.close()
        await tripwire.stop()
    }

    @Test func aTunnelToALoopbackAddressIsRefusedAndTheControlTunnels() async throws {
        let tripwire = try await Tripwire.listen(on: "127.0.0.3", answer: "tunnelled")
        let closed = try await EgressGate.open(policy: EgressPolicy())
        let refused = try await exchange(port: closed.port, send: "CONNECT 127.0.0.3:\(tripwire.port) HTTP/1.1\r\n\r\n")
        #expect(refused.hasPrefix("HTTP/1.1 403"), "\(refused)")
        #expect(tripwire.count == 0)
        let open = try await EgressGate.open(policy: EgressPolicy(allowing: ["127.0.0.0/8"]))
        let tunnelled = try await exchange(
            port: open.port, send: "CONNECT 127.0.0.3:\(tripwire.port) HTTP/1.1\r\n\r\n", then: "hello\r\n\r\n")
        #expect(tunnelled.hasPrefix("HTTP/1.1 200 Connection Established"), "\(tunnelled)")
        #expect(tunnelled.hasSuffix("tunnelled"), "\(tunnelled)")
        #expect(tripwire.count == 1)
        await closed.close()
        await open.close()
        await tripwire.stop()
    }

    @Test func anIPv6LoopbackAndAMappedAddressAreRefused() async throws {
        let tripwire = try await Tripwire.listen(on: "::1")
        let gate = try await EgressGate.open(policy: EgressPolicy())
        for target in ["[::1]", "[::ffff:127.0.0.1]", "[0:0:0:0:0:0:0:1]"] {
            let reply = try await exchange(
                port: gate.port, send: "GET http://\(target):\(tripwire.port)/ HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(reply.hasPrefix("HTTP/1.1 403"), "\(target): \(reply)")
        }
        #expect(tripwire.count == 0)
        await gate.close()
        await tripwire.stop()
    }

    @Test func anythingButAProxyRequestIsABadRequest() async throws {
        let gate = try await EgressGate.open(policy: EgressPolicy())
        for request in ["GET /local HTTP/1.1\r\nHost: x\r\n\r\n", "GET ftp://1.1.1.1/ HTTP/1.1\r\nHost: x\r\n\r\n"] {
            let reply = try await exchange(port: gate.port, send: request)
            #expect(reply.hasPrefix("HTTP/1.1 400"), "\(reply)")
        }
        await gate.close()
    }
}
