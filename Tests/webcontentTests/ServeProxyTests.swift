import Foundation
import Testing
import WebContentConformance

/// SECURITY S12 under the operator's `proxy` ceiling: the service fetches remote images itself, through the same
/// egress filter, and WebKit's network never connects. The tripwire is the witness of who asked (its log names the
/// User-Agent of every request) and the picture of what came back (its images are magenta squares).
@Suite(.serialized, .timeLimit(.minutes(10)))
struct ServeProxyTests {
    static let magenta = "ff00ff"

    /// An image, a page posing as one, and a video with a poster, all on `base`, and an image at `moved`, which
    /// redirects.
    static func page(_ base: String, moved: String) -> Data {
        Data(
            """
            <p>The newsletter</p><img src="\(base)/logo.png" width="40" height="40">\
            <img src="\(base)/page.html" width="40" height="40">\
            <video src="\(base)/clip.mp4" poster="\(base)/poster.png" width="40" height="40"></video>\
            <img src="\(moved)/moved.png" width="40" height="40">
            """.utf8)
    }

    /// Listeners on 127.0.0.2 (images), 127.0.0.3 (redirecting to 127.0.0.4) and 127.0.0.4, and `more`.
    static func tripwires(_ more: [String] = []) async throws -> (Tripwires, base: String, moved: String) {
        let tripwires = try await Tripwires(["127.0.0.2", "127.0.0.3>127.0.0.4", "127.0.0.4"] + more)
        let (base, moved) = (
            "http://127.0.0.2:\(tripwires.ports["127.0.0.2"]!)", "http://127.0.0.3:\(tripwires.ports["127.0.0.3"]!)"
        )
        return (tripwires, base, moved)
    }

    /// The magenta extent of a PNG answer, written to a scratch file for the witness script.
    static func magentaExtent(_ answer: ServeSession.Answer) async throws -> (width: Int, left: Int?, right: Int?) {
        let scratch = try ScratchFolder("serve-proxy")
        let file = scratch.url.appendingPathComponent("answer.png")
        try answer.body.write(to: file)
        return try await RenderReadingTests.extent(file.path, magenta)
    }

    @Test func imagesTheOperatorOpenedAreFetchedByTheServiceAndShownWhileWebKitConnectsNowhere() async throws {
        let (tripwires, base, moved) = try await Self.tripwires()
        let page = Self.page(base, moved: moved)
        let serve = try await ServeSession(
            ["--jobs", "1", "--remote-content", "proxy", "--egress-allow", "127.0.0.2", "--egress-allow", "127.0.0.3"]
                + ServeTests.patient)
        try await serve.ready()
        let picture = await serve.render(page, query: "remote-content=proxy&format=png")
        #expect(picture.status == 200, "\(picture.text.prefix(300))")
        #expect(try await Self.magentaExtent(picture).left != nil, "the proxied image is not in the picture")
        let report = await serve.render(page, query: "remote-content=proxy")
        #expect(report.json?["remoteContent"] as? String == "proxy", "\(report.text.prefix(300))")
        let hits = tripwires.hits("127.0.0.2") + tripwires.hits("127.0.0.3")
        #expect(hits.contains { $0.hasPrefix("GET /logo.png ") }, "\(hits)")
        #expect(hits.allSatisfy { $0.hasSuffix(" agent=webcontent-image-proxy") }, "WebKit connected: \(hits)")
        // The redirect's target is checked again: asked at the opened host, refused at the other.
        #expect(hits.contains { $0.hasPrefix("GET /moved.png ") }, "the redirecting host was not asked: \(hits)")
        #expect(tripwires.hits("127.0.0.4").isEmpty, "\(tripwires.hits("127.0.0.4"))")
        let refused = (report.json?["attempts"] as? [String: Any])?["egressRefused"] as? Int ?? 0
        #expect(refused >= 1, "\(report.text.prefix(600))")
        // More than the ceiling allows is refused, and names the flag.
        let allow = await serve.render(page, query: "remote-content=allow")
        #expect(allow.status == 403 && allow.text.contains("--remote-content proxy"), "\(allow.text.prefix(300))")
        await serve.expectCleanExit()
        // The control: under `allow` the same page is fetched by WebKit, whose requests the tripwire tells apart.
        let allowing = try await ServeSession(
            ["--jobs", "1", "--remote-content", "allow", "--egress-allow", "127.0.0.2"] + ServeTests.patient)
        try await allowing.ready()
        let direct = await allowing.render(page, query: "remote-content=allow&format=png")
        #expect(try await Self.magentaExtent(direct).left != nil)
        #expect(tripwires.hits("127.0.0.2").contains { $0.contains("AppleWebKit") }, "the witness cannot tell WebKit")
        await allowing.expectCleanExit()
        await tripwires.stop()
    }

    @Test func everySpellingOfALoopbackImageIsRefusedToTheProxyToo() async throws {
        let (tripwires, _, moved) = try await Self.tripwires(["::1"])
        let images = ServeEgressTests.spellings(v4: tripwires.ports["127.0.0.2"]!, v6: tripwires.ports["::1"]!)
        let page = ServeEgressTests.page(images.map(\.url) + [moved + "/moved.png"])
        let serve = try await ServeSession(["--jobs", "1", "--remote-content", "proxy"] + ServeTests.patient)
        try await serve.ready()
        let answer = await serve.render(page, query: "remote-content=proxy")
        #expect(answer.status == 200, "\(answer.text.prefix(300))")
        let refused = (answer.json?["attempts"] as? [String: Any])?["egressRefused"] as? Int ?? 0
        #expect(refused >= images.count + 1, "\(answer.text)")
        #expect(await serve.metric("webcontent_egress_refused_total") == Double(refused))
        #expect(tripwires.allHits.isEmpty, "\(tripwires.allHits)")
        let picture = await serve.render(page, query: "remote-content=proxy&format=png")
        #expect(try await Self.magentaExtent(picture).left == nil, "a refused image was painted")
        await serve.expectCleanExit()
        // The control: the operator's list lets the same images through the proxy, and they are painted.
        let open = try await ServeSession(
            ["--jobs", "1", "--remote-content", "proxy", "--egress-allow", "127.0.0.0/8", "--egress-allow", "::1"]
                + ServeTests.patient)
        try await open.ready()
        let shown = await open.render(page, query: "remote-content=proxy&format=png")
        #expect(try await Self.magentaExtent(shown).left != nil, "the opened images are not in the picture")
        #expect(!tripwires.hits("127.0.0.2").isEmpty && !tripwires.hits("::1").isEmpty, "\(tripwires.allHits)")
        // The proxy follows a redirect to an opened host: so the refusal above is the check, not a loader that
        // never follows one.
        #expect(tripwires.hits("127.0.0.4").contains { $0.hasPrefix("GET /moved.png ") }, "\(tripwires.allHits)")
        #expect(tripwires.allHits.allSatisfy { $0.hasSuffix(" agent=webcontent-image-proxy") }, "\(tripwires.allHits)")
        await open.expectCleanExit()
        await tripwires.stop()
        print("figure: S12 proxy: \(images.count) loopback spellings, \(refused) fetches refused, 0 reached a tripwire")
    }
}
