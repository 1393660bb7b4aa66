import Foundation
import Testing
import WebContentConformance

/// `webcontent decide` end to end: the built binary, its JSON lines and its exit codes.
@Suite(.timeLimit(.minutes(10))) struct DecideCommandTests {
    static func run(_ arguments: [String]) async throws -> RenderBinary.Run {
        try await RenderBinary.locate().run(arguments)
    }

    static func routeFile(_ json: String) throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("routes-\(UUID().uuidString).json")
        try Data(json.utf8).write(to: file)
        return file
    }

    @Test func routesProductAndShopLinksToNativeScreensAndFollowsThePresetOtherwise() async throws {
        let routes = try Self.routeFile(
            """
            {"routes":[{"name":"product","pattern":"/product/:id","hosts":["zhgchg.li","*.zhgchg.li"]},{"name":"shop","pattern":"/shop/:id"}]}
            """)
        defer { try? FileManager.default.removeItem(at: routes) }
        let result = try await Self.run([
            "decide", "--routes", routes.path,
            "https://zhgchg.li/product/123", "https://any.host/shop/7", "https://zhgchg.li.evil.net/product/1",
            "javascript:alert(1)",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.lines
        try #require(lines.count == 4, "\(result.standardOutput)")
        #expect(lines[0]["url"] as? String == "https://zhgchg.li/product/123")
        #expect(lines[0]["decision"] as? String == "cancel")
        #expect(lines[0]["handler"] as? String == "native-screen")
        #expect(lines[0]["route"] as? String == "product")
        #expect(lines[0]["params"] as? [String: String] == ["id": "123"])
        #expect(lines[0]["target"] as? String == "native")
        #expect(lines[1]["route"] as? String == "shop")
        #expect(lines[1]["params"] as? [String: String] == ["id": "7"])
        // The evil suffix host follows the default preset: a clicked http(s) link is allowed, no route.
        #expect(lines[2]["decision"] as? String == "allow")
        #expect(lines[2]["route"] is NSNull)
        #expect(lines[2]["target"] is NSNull)
        #expect(lines[2]["params"] as? [String: String] == [:])
        #expect(lines[3]["decision"] as? String == "cancel")
        #expect(lines[3]["handler"] as? String == "default")
        // Keys come in the documented order.
        #expect(
            result.standardOutput.hasPrefix(
                #"{"url":"https://zhgchg.li/product/123","decision":"cancel","handler":"native-screen","route":"product","params":{"id":"123"},"target":"native","risks":[]}"#
            ))
    }

    /// No preset routes anything natively: an app's product link in someone's mail is a link, until the app
    /// declares its routes (here the seed's, from Examples/routes.json).
    @Test func noRouteIsNativeUntilARouteFileNamesIt() async throws {
        let url = "https://zhgchg.li/product/123"
        for preset in ["default", "post", "email", "productPage", "payment"] {
            let plain = try await Self.run(["decide", "--preset", preset, url])
            #expect(plain.status == 0)
            #expect(plain.lines.first?["target"] as? String != "native", "\(preset) routed natively by default")
        }
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Examples/routes.json").standardizedFileURL
        let routed = try await Self.run(["decide", "--routes", examples.path, url])
        #expect(routed.lines.first?["target"] as? String == "native")
        #expect(routed.lines.first?["params"] as? [String: String] == ["id": "123"])
    }

    @Test func presetsChangeTheDecision() async throws {
        let post = try await Self.run(["decide", "--preset", "post", "https://example.com/a"])
        #expect(post.status == 0)
        #expect(post.lines.first?["target"] as? String == "browser")
        #expect(post.lines.first?["handler"] as? String == "external-link")
        let deeplink = try await Self.run([
            "decide", "--preset", "default", "--deeplink-scheme", "myapp", "myapp://cart",
        ])
        #expect(deeplink.lines.first?["target"] as? String == "deeplink")
        let email = try await Self.run(["decide", "--preset", "email", "--deeplink-scheme", "myapp", "myapp://cart"])
        #expect(email.lines.first?["decision"] as? String == "cancel")
        #expect(email.lines.first?["target"] is NSNull)
        let payment = try await Self.run(["decide", "--preset", "payment", "https://bank.example/3ds/x"])
        #expect(payment.lines.first?["handler"] as? String == "payment")
    }

    @Test func badRouteFileExitsTwoNamingTheRule() async throws {
        let routes = try Self.routeFile(
            #"{"routes":[{"name":"ok","pattern":"/a"},{"name":"shop","pattern":"shop/:id"}]}"#)
        defer { try? FileManager.default.removeItem(at: routes) }
        let result = try await Self.run(["decide", "--routes", routes.path, "https://a.com/a"])
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("routes[1]"))
        #expect(result.standardError.contains("\"shop\""))
        let missing = try await Self.run(["decide", "--routes", "/nonexistent/routes.json", "https://a.com/a"])
        #expect(missing.status == 2)
    }

    @Test(arguments: [
        ["decide"],
        ["decide", "--preset", "nope", "https://a.com"],
        ["decide", "--bogus", "https://a.com"],
        ["no-such-subcommand"],
    ])
    func usageErrorsExitTwo(arguments: [String]) async throws {
        let result = try await Self.run(arguments)
        #expect(result.status == 2, "\(result.standardError)")
        #expect(!result.standardError.isEmpty)
    }

    /// The help names the real defaults: no native route, and the payment preset's own verification routes.
    @Test func helpExitsZeroAndDescribesTheDefaultRoutes() async throws {
        let result = try await Self.run(["decide", "--help"])
        #expect(result.status == 0)
        let text = result.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("--routes"))
        #expect(text.contains("Default: an empty table, so no link goes to a native screen"), "\(text)")
        #expect(text.contains("/payment/verify/** and /3ds/** on any https host) to paymentVerification"), "\(text)")
        #expect(!text.contains("seed"), "\(text)")
    }

    /// A clicked link whose address may deceive goes to a confirmation, in every preset that opens links.
    @Test(arguments: ["default", "post", "email"])
    func riskyLinksAskForConfirmation(preset: String) async throws {
        let result = try await Self.run([
            "decide", "--preset", preset, "https://bank.com@evil.net/", "http://0x7f000001/admin",
            "https://xn--pple-43d.com/", "https://xn--mnchen-3ya.de/",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.lines
        try #require(lines.count == 4, "\(result.standardOutput)")
        #expect(
            lines.prefix(3).allSatisfy {
                $0["target"] as? String == "confirm" && $0["handler"] as? String == "link-risk"
            })
        #expect(lines[0]["risks"] as? [String] == ["userinfo"])
        #expect(lines[1]["risks"] as? [String] == ["ip-address"])
        #expect(lines[2]["risks"] as? [String] == ["punycode", "mixed-script"])
        // A real IDN is no risk: it goes where the preset sends links.
        #expect(lines[3]["target"] as? String != "confirm")
        #expect(lines[3]["risks"] as? [String] == [])
    }

    @Test func theConfirmLineHasTheDocumentedShape() async throws {
        let result = try await Self.run(["decide", "--preset", "email", "https://bank.com@evil.net/"])
        #expect(
            result.standardOutput
                == #"{"url":"https://bank.com@evil.net/","decision":"cancel","handler":"link-risk","route":null,"params":{},"target":"confirm","risks":["userinfo"]}"#
                + "\n")
    }
}
