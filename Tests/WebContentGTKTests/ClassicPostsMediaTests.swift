import Foundation
import RealEngineSuites
import Testing
import WebContentClassicPosts
import WebContentConformance
import WebContentCore
import WebContentLoopback

@testable import WebContentGTK

extension GTKEngineSuite.ClassicPostsTests {
    /// Answers no resource: the proxy policy names every remote URL in place (`webcontent-proxy:…`), and nothing
    /// leaves the machine.
    final class NoResources: ContentResourceProvider {
        func resource(for url: URL) async -> ContentResource? { nil }
    }

    /// A post under the proxy policy, with classic posts on: the media's URLs stay readable, none is fetched.
    static func proxied() -> WebViewConfiguration {
        WebViewConfigurator().set(trust: .untrusted).set(remoteContentPolicy: .proxy)
            .set(resourceProvider: NoResources()).add(.classicPosts).build()
    }

    /// Each player of `root` (its tag, size, poster, sources and fallback link), each link WordPress writes for a
    /// file it cannot play, each address made a link, and how many media shortcodes are still text; proxied URLs read back, WordPress's
    /// `?_=N` (its player's instance number) left out.
    static let media = """
        const root = html === null ? document.getElementById('wck-content')
          : new DOMParser().parseFromString(html, 'text/html').body;
        const url = (value) => {
          if (!value) return '-';
          const proxied = value.match(/(https?%3A.*)$/i);
          return (proxied ? decodeURIComponent(proxied[1]) : value).replace(/\\?_=\\d+$/, '');
        };
        const players = [...root.querySelectorAll('audio, video')].map((player) => {
          const sources = [...player.querySelectorAll('source')]
            .map((source) => source.getAttribute('type') + ' ' + url(source.getAttribute('src')));
          const fallback = player.querySelector('a');
          return [player.localName, player.getAttribute('width') || '-', player.getAttribute('height') || '-',
            url(player.getAttribute('poster')), sources.join(', '), 'fallback ' + url(fallback && fallback.getAttribute('href'))
          ].join(' | ');
        });
        const links = [...root.querySelectorAll('a.wp-embedded-audio, a.wp-embedded-video')]
          .map((link) => 'link ' + url(link.getAttribute('href')));
        // An embedded address is a link whose text is the address (read from its text, which no sanitizer rewrites).
        const addresses = [...root.querySelectorAll('a')].filter((link) => !link.closest('audio, video')
            && !link.classList.contains('wp-embedded-audio') && !link.classList.contains('wp-embedded-video'))
          .map((link) => link.textContent.trim()).filter((text) => /^https?:\\/\\/\\S+$/.test(text))
          .map((text) => 'address ' + text);
        const left = (root.textContent.match(/\\[(audio|video|gallery|playlist)\\b/gi) || []).length;
        return players.concat(links, addresses, ['shortcodes as text: ' + left]);
        """

    /// Every kind of media shortcode WordPress 6.1 writes, with the cases where it writes a link or nothing, and
    /// every way an address is embedded.
    static let mediaSample = """
        Before.

        [audio src="https://example.com/a/song.mp3"]

        [audio mp3="https://example.com/b.mp3" ogg="https://example.com/b.ogg"]

        [video src="https://example.com/v/clip.mp4" width="1280" height="720" poster="https://example.com/p.jpg"]

        [video webm="https://example.com/v.webm"]

        [audio src="https://example.com/x.exe"]

        [gallery columns=2 ids="770,771"]

        Inline [gallery] text and [playlist ids="1,2"], and a shortcode written as text: [[gallery]].

        https://www.youtube.com/watch?v=SQEQr7c0-dw

        <p>https://example.com/song.mp3</p>
        Text then https://example.com/inline not alone.
        [embed]https://vimeo.com/1234[/embed]
           https://example.com/v.mp4
        https://www.youtube.com/embed/ex8fMxXJDJw
        <p class="note"> https://example.com/own-paragraph </p>
        <a
        href="https://example.com/x">https://example.com/in-a-tag</a>
        """

    /// The media shortcodes and embedded addresses of the corpus's posts and of a sample of every kind are the
    /// players and links that WordPress's own `media.php` and `WP_Embed` write: the same sources, sizes, posters
    /// and fallbacks, the same addresses made links, and no shortcode left as text.
    @Test(.timeLimit(.minutes(4)))
    func mediaAndEmbedsAreThePlayersAndLinksWordPressWrites() async throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("wck-media-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let sample = scratch.appendingPathComponent("media-sample.html")
        try Self.mediaSample.write(to: sample, atomically: true, encoding: .utf8)
        let posts = try SafeContentCorpus.files(under: "blog", suffix: ".html").filter { path in
            let text = try SafeContentCorpus.text(path)
            return text.range(of: #"\[(audio|video|gallery|playlist|embed)"#, options: .regularExpression) != nil
                || text.range(of: #"(^|\n)[ \t]*https?://[^\s<>"]+[ \t]*(\n|$)"#, options: .regularExpression) != nil
        }
        let files = [sample.path] + posts.map { SafeContentCorpus.root.appendingPathComponent($0).path }
        let wordPress = try await WordPressAutop.formatted(files)
        var (players, differing) = (0, [String]())
        try await ModuleFixture.with(Self.proxied()) { engine, module, _ in
            for file in files {
                let html = try String(contentsOfFile: file, encoding: .utf8)
                _ = try await module.renderAndWait(ContentDocument(html: html)).get()
                let ours = try await Self.texts(nil, probe: Self.media, engine: engine)
                let markup: String = try #require(wordPress[file])
                let theirs = try await Self.texts(markup, probe: Self.media, engine: engine)
                players += theirs.count - 1
                if ours != theirs { differing.append("\(file):\n ours      \(ours)\n WordPress \(theirs)") }
            }
        }
        print(
            "media and embeds: \(posts.count) posts and the sample, \(players) players and links; differing: \(differing)"
        )
        #expect(players >= 6 && differing.isEmpty)
    }
}

extension GTKEngineSuite.ClassicPostsTests {
    /// The players and links written before the sanitizer pass its policy like the post's own markup: under block
    /// a video's poster and a player's sources send nothing; under allow (the control, run first) the poster
    /// arrives, and how long after the render began its request came is how long the blocked render is watched
    /// from its own start.
    @Test(.timeLimit(.minutes(2)))
    func writtenMediaPassesTheRemoteContentPolicy() async throws {
        let tripwire = try await LoopbackImageServer(lifetime: .seconds(120))
        defer { tripwire.stop() }
        let html = """
            [video src="\(tripwire.origin)/clip.mp4" poster="\(tripwire.origin)/poster.png"]

            [audio src="\(tripwire.origin)/song.mp3"]

            \(tripwire.origin)/embedded.mp4
            """
        var requests: [RemoteContentPolicy: [String]] = [:]
        var controls = ControlLatencies()
        for policy in [RemoteContentPolicy.allow, .block] {
            let before = tripwire.requests.count
            let configuration = WebViewConfigurator().set(trust: .untrusted).set(remoteContentPolicy: policy)
                .add(.classicPosts).build()
            try await ModuleFixture.with(configuration) { engine, module, _ in
                let start = ContinuousClock.now
                let result = try await module.renderAndWait(ContentDocument(html: html)).get()
                if policy == .block {
                    #expect(
                        (result.report(SanitizerReport.self)?.remoteBlocked ?? 0) >= 4,
                        "\((result.report(SanitizerReport.self)?.remoteBlocked ?? 0)) blocked")
                }
                let players = try await Self.texts(nil, probe: Self.media, engine: engine)
                #expect(players.filter { $0.hasPrefix("video") || $0.hasPrefix("audio") }.count == 3, "\(players)")
                if policy == .allow {
                    let fired = await controls.wait(from: start) {
                        tripwire.requestsWithHeaders.dropFirst(before).first { $0.target == "/poster.png" }?.arrived
                    }
                    #expect(fired, "under allow the poster never reached the tripwire")
                } else {
                    await controls.watch(from: start)
                }
            }
            requests[policy] = Array(tripwire.requests.dropFirst(before))
        }
        #expect(requests[.block] == [], "under block: \(requests[.block] ?? [])")
        #expect(requests[.allow]?.contains("/poster.png") == true, "the control: \(requests[.allow] ?? [])")
        print("written media: under allow \(controls.summary); under block watched \(controls.window), 0 requests")
    }
}
