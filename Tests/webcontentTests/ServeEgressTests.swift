import Foundation
import Testing
import WebContentConformance

/// SECURITY S12: under the operator's `allow` ceiling, every remote load of `serve` goes through its egress filter.
/// A special-purpose address is refused in every spelling, a redirect is checked again, and the refusals are
/// counted in the report and in `/metrics`. Each test's control opens the same destination with `--egress-allow`
/// and sees the tripwire fire, so the tripwire could have seen a leak.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct ServeEgressTests {
    /// Images at 127.0.0.2 and ::1 in every spelling a URL takes, each with a path of its own.
    static func spellings(v4 port: Int, v6 port6: Int) -> [(path: String, url: String)] {
        let v4 = [
            "127.0.0.2", "2130706434", "0x7f000002", "0177.0.0.2", "127.2", "0x7f.2", "[::ffff:127.0.0.2]",
            "[::ffff:7f00:2]",
        ].enumerated().map { ("/v4-\($0.offset).png", "http://\($0.element):\(port)") }
        let v6 = ["[::1]", "[0:0:0:0:0:0:0:1]"].enumerated().map {
            ("/v6-\($0.offset).png", "http://\($0.element):\(port6)")
        }
        return (v4 + v6).map { ($0.0, $0.1 + $0.0) } + [("/name.png", "http://localhost:\(port)/name.png")]
    }

    /// Renders a page without remote content under `query`, so that the lane of those options (not the one the
    /// service warmed at start) has its engine started before the page the test reads: a lane made at request time
    /// starts its web process inside the request's deadline, which a loaded machine stretched past 10 s (ci24:
    /// `render.run` had waited 491 ms of 9,766, and only 2 of the 22 refusals had happened).
    ///
    /// A first render that the request's deadline ends while the lane's web process is still starting (504, ci38:
    /// 9.3 s of 10 in the minute every test process starts its engines) leaves that process starting for the
    /// next: the lane is asked again, at most three times, until it answers.
    static func warmLane(_ serve: ServeSession, query: String) async {
        var warm = await serve.render(Data("<p>warm</p>".utf8), query: query)
        for _ in 0..<2 where warm.status == 504 {
            warm = await serve.render(Data("<p>warm</p>".utf8), query: query)
        }
        #expect(warm.status == 200, "the lane's first render: \(warm.text.prefix(500))")
    }

    static func page(_ urls: [String]) -> Data {
        Data(("<p>The newsletter</p>" + urls.map { "<img src=\"\($0)\" width=\"20\" height=\"20\">" }.joined()).utf8)
    }

    @Test func everySpellingOfALoopbackImageIsRefusedCountedAndNeverFetched() async throws {
        let tripwires = try await Tripwires(["127.0.0.2", "::1"])
        let images = Self.spellings(v4: tripwires.ports["127.0.0.2"]!, v6: tripwires.ports["::1"]!)
        let serve = try await ServeSession(["--jobs", "1", "--remote-content", "allow"])
        try await serve.ready()
        await Self.warmLane(serve, query: "remote-content=allow")
        let answer = await serve.render(Self.page(images.map(\.url)), query: "remote-content=allow")
        #expect(answer.status == 200, "\(answer.text)")
        let attempts = answer.json?["attempts"] as? [String: Any]
        let refused = attempts?["egressRefused"] as? Int ?? 0
        #expect(refused >= images.count, "\(answer.text)")
        #expect(await serve.metric("webcontent_egress_refused_total") == Double(refused))
        #expect(tripwires.allHits.isEmpty, "\(tripwires.allHits)")
        await serve.expectCleanExit()
        await tripwires.stop()
        print("figure: S12 egress: \(images.count) loopback spellings, \(refused) loads refused, 0 reached a tripwire")
    }

    /// The control: the same page behind a service that opened loopback reaches the tripwires.
    @Test func controlTheOperatorsListLetsTheSameImagesThrough() async throws {
        let tripwires = try await Tripwires(["127.0.0.2", "::1"])
        let images = Self.spellings(v4: tripwires.ports["127.0.0.2"]!, v6: tripwires.ports["::1"]!)
        let serve = try await ServeSession([
            "--jobs", "1", "--remote-content", "allow", "--egress-allow", "127.0.0.0/8", "--egress-allow", "::1",
        ])
        try await serve.ready()
        await Self.warmLane(serve, query: "remote-content=allow")
        let answer = await serve.render(Self.page(images.map(\.url)), query: "remote-content=allow")
        #expect(answer.status == 200, "\(answer.text)")
        let reached = Set(
            (tripwires.hits("127.0.0.2") + tripwires.hits("::1")).compactMap {
                $0.split(separator: " ").dropFirst().first
            })
        // The IPv4 spellings and ::1: the mapped forms are IPv6 addresses the list does not name, and localhost
        // resolves to 127.0.0.1, where no tripwire listens.
        for image in images
        where image.path.hasPrefix("/v6") || ["/v4-0.png", "/v4-1.png", "/v4-5.png"].contains(image.path) {
            #expect(reached.contains(Substring(image.path)), "\(image.url) did not arrive: \(reached.sorted())")
        }
        await serve.expectCleanExit()
        await tripwires.stop()
    }

    @Test func aRedirectToALoopbackAddressIsCheckedAgain() async throws {
        let tripwires = try await Tripwires(["127.0.0.3>127.0.0.4", "127.0.0.4"])
        let page = Self.page(["http://127.0.0.3:\(tripwires.ports["127.0.0.3"]!)/moved.png"])
        let serve = try await ServeSession(["--jobs", "1", "--remote-content", "allow", "--egress-allow", "127.0.0.3"])
        try await serve.ready()
        await Self.warmLane(serve, query: "remote-content=allow")
        let answer = await serve.render(page, query: "remote-content=allow")
        #expect(answer.status == 200, "\(answer.text)")
        #expect(!tripwires.hits("127.0.0.3").isEmpty, "the opened host was not asked: the test proves nothing")
        #expect(tripwires.hits("127.0.0.4").isEmpty, "\(tripwires.hits("127.0.0.4"))")
        #expect((answer.json?["attempts"] as? [String: Any])?["egressRefused"] as? Int ?? 0 >= 1, "\(answer.text)")
        await serve.expectCleanExit()
        // The control: with the redirect's target opened too, the same page reaches it.
        let open = try await ServeSession([
            "--jobs", "1", "--remote-content", "allow", "--egress-allow", "127.0.0.3", "--egress-allow", "127.0.0.4",
        ])
        try await open.ready()
        await Self.warmLane(open, query: "remote-content=allow")
        _ = await open.render(page, query: "remote-content=allow")
        #expect(!tripwires.hits("127.0.0.4").isEmpty)
        await open.expectCleanExit()
        await tripwires.stop()
    }

    /// The cloud metadata address, for real: a test host answers on 169.254.169.254 in a network namespace of the
    /// test's own (a veth pair, nothing beyond it), where the service and its client run too.
    static let namespaceScript = """
        set -e
        dir="$1"; tripwire="$2"; binary="$3"; shift 3
        ip link set lo up
        ip link add wck0 type veth peer name wck1
        ip addr add 169.254.0.2/16 dev wck0
        ip addr add 169.254.169.254/16 dev wck1
        ip link set wck0 up
        ip link set wck1 up
        # X sockets of our own: the service's Xvfb must not replace the socket files of displays outside.
        mount -t tmpfs tmpfs /tmp/.X11-unix
        python3 "$tripwire" 169.254.169.254 > "$dir/tripwire.log" &
        witness=$!
        # The namespace lives as long as a process in it: the witness ends with the script.
        trap 'kill $witness 2>/dev/null' EXIT
        i=0; while ! grep -q ready "$dir/tripwire.log" && [ $i -lt 300 ]; do sleep 0.1; i=$((i + 1)); done
        port=$(awk '$1 == "listening" { print $3 }' "$dir/tripwire.log")
        printf '<p>Metadata</p><img src="http://169.254.169.254:%s/latest/meta-data/iam.png">' "$port" > "$dir/page.html"
        "$binary" serve --port 0 --jobs 1 --remote-content allow "$@" > "$dir/serve.out" 2> "$dir/serve.err" &
        serve=$!
        i=0; while ! grep -q listening "$dir/serve.out" && [ $i -lt 1200 ]; do sleep 0.1; i=$((i + 1)); done
        address=$(sed -n 's/.*listening on //p' "$dir/serve.out")
        python3 -c 'import sys, urllib.request as u; open(sys.argv[3], "wb").write(u.urlopen(u.Request(sys.argv[1] + \
        "/render?remote-content=allow", data=open(sys.argv[2], "rb").read(), headers={"Content-Type": "text/html"}), \
        timeout=120).read())' "$address" "$dir/page.html" "$dir/report.json"
        kill $serve
        wait $serve
        """

    /// Renders the metadata page in a fresh namespace with `arguments`; the tripwire's log and the report.
    static func metadata(_ arguments: [String]) async throws -> (hits: Int, report: String) {
        let scratch = try ScratchFolder("egress-netns")
        let tripwire = try #require(Bundle.module.url(forResource: "Resources/tripwire", withExtension: "py"))
        var environment = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "DBUS_SESSION_BUS_ADDRESS", "WAYLAND_DISPLAY"] { environment[name] = nil }
        let run = try ChildProcess(
            "/usr/bin/unshare",
            [
                "--mount", "--net", "--", "/bin/sh", "-c", namespaceScript, "sh", scratch.url.path, tripwire.path,
                try RenderBinary.locate().url.path,
            ] + arguments,
            environment: environment)
        let status = await run.wait(limit: .seconds(240))
        func read(_ name: String) -> String {
            (try? String(contentsOf: scratch.url.appendingPathComponent(name), encoding: .utf8)) ?? ""
        }
        #expect(status == 0, "\(run.errorOutput.suffix(1000)) serve: \(read("serve.err").suffix(1500))")
        let hits = read("tripwire.log").split(separator: "\n").filter { $0.hasPrefix("hit ") }.count
        return (hits, read("report.json"))
    }

    @Test(.enabled(if: getuid() == 0, "a network namespace needs root"))
    func theLinkLocalMetadataAddressIsRefusedInANamespaceOfItsOwn() async throws {
        let (hits, report) = try await Self.metadata([])
        #expect(report.contains("\"egressRefused\":") && !report.contains("\"egressRefused\":0"), "\(report)")
        #expect(hits == 0)
    }

    @Test(.enabled(if: getuid() == 0, "a network namespace needs root"))
    func controlTheMetadataHostOpenedByTheOperatorAnswers() async throws {
        let (hits, report) = try await Self.metadata(["--egress-allow", "169.254.169.254"])
        #expect(report.contains("\"ok\":true"), "\(report)")
        #expect(hits >= 1)
    }
}
