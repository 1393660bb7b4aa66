import Testing
import WebContentEgress

/// The address check, through the system resolver as the gate uses it: every spelling of a special address is
/// refused, public addresses pass, and the operator's list opens exactly what it names.
@Suite(.timeLimit(.minutes(10)))
struct EgressPolicyTests {
    /// Loopback, unspecified, private, link-local (cloud metadata), CGNAT, ULA, multicast and broadcast, written in
    /// every form a URL or a resolver accepts: decimal, hex, octal and short IPv4, `localhost`, and the IPv6 forms
    /// that carry an IPv4 address.
    static let refused = [
        "127.0.0.1", "2130706433", "0x7f000001", "0177.0.0.1", "0x7f.1", "127.1", "127.0.0.255", "0", "0.0.0.0",
        "localhost", "LocalHost.", "app.localhost", "[::1]", "[::]", "[0:0:0:0:0:0:0:1]", "[::ffff:127.0.0.1]",
        "[::ffff:7f00:1]", "[::127.0.0.1]", "169.254.169.254", "2852039166", "0xa9fea9fe", "0251.0376.0251.0376",
        "169.254.43518", "[::ffff:169.254.169.254]", "[0:0:0:0:0:ffff:a9fe:a9fe]", "[64:ff9b::a9fe:a9fe]",
        "[64:ff9b::169.254.169.254]", "[2002:a9fe:a9fe::1]", "[2002:7f00:1::]", "[64:ff9b:1::a9fe:a9fe]",
        "[2001:0:4136:e378:8000:63bf:3fff:fdd2]", "10.0.0.1", "012.0.0.1", "167772161", "172.16.0.1",
        "172.31.255.255", "192.168.1.1", "0xc0a80101", "100.64.0.1", "100.127.255.254", "[fd00::1]", "[fc00::]",
        "[fe80::1]", "[febf::1]", "224.0.0.1", "239.255.255.250", "255.255.255.255", "[ff02::1]", "198.18.0.1",
        "192.0.2.1",
    ]

    @Test(arguments: refused)
    func everySpellingOfASpecialAddressIsRefused(host: String) {
        let destination = EgressPolicy().destination(of: host)
        guard case .refused = destination else {
            Issue.record("\(host) was not refused: \(destination)")
            return
        }
    }

    /// The control: public addresses, and the IPv6 forms carrying one, pass the same check.
    @Test(arguments: [
        "93.184.215.14", "1.1.1.1", "0x01010101", "[2606:4700:4700::1111]", "[::ffff:1.1.1.1]", "[64:ff9b::101:101]",
        "[2002:101:101::1]", "100.128.0.1", "172.32.0.1", "11.0.0.1",
    ])
    func publicAddressesPass(host: String) {
        guard case .address = EgressPolicy().destination(of: host) else {
            Issue.record("\(host) was refused: \(EgressPolicy().destination(of: host))")
            return
        }
    }

    @Test func theOperatorsListOpensExactlyWhatItNames() throws {
        let policy = try EgressPolicy(allowing: ["127.0.0.2/32", "fd00:1::/32", "LocalHost"])
        #expect(policy.destination(of: "127.0.0.2") == .address(IPAddress("127.0.0.2")!))
        #expect(policy.destination(of: "2130706434") == .address(IPAddress("127.0.0.2")!))
        #expect(policy.destination(of: "[fd00:1::5]") == .address(IPAddress("fd00:1::5")!))
        guard case .refused = policy.destination(of: "127.0.0.3"), case .refused = policy.destination(of: "[fd00:2::5]")
        else {
            Issue.record("an address outside the list passed")
            return
        }
        guard case .address = policy.destination(of: "localhost") else {
            Issue.record("localhost, opened by name, was refused")
            return
        }
        #expect(throws: EgressPolicyError.self) { try EgressPolicy(allowing: ["10.0.0.0/33"]) }
        #expect(throws: EgressPolicyError.self) { try EgressPolicy(allowing: ["bad host!"]) }
    }

    @Test func blocksAreReadAsCIDR() throws {
        let network = try #require(IPNetwork("10.0.0.0/8"))
        #expect(network.contains(IPAddress("10.255.0.1")!))
        #expect(!network.contains(IPAddress("11.0.0.1")!))
        #expect(!network.contains(IPAddress("::ffff:10.0.0.1")!))
        let v6 = try #require(IPNetwork("fe80::/10"))
        #expect(v6.contains(IPAddress("febf::1")!) && !v6.contains(IPAddress("fec0::1")!))
        #expect(IPNetwork("::/0")?.contains(IPAddress("2001:db8::1")!) == true)
    }
}
