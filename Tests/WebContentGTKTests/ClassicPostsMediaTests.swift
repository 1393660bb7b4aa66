import Foundation
import Testing
import WebContentConformance
import WebContentCore

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
            .set(resourceProvider: NoResources()).add(setupScript: .classicPosts).build()
    }

    /// Each player of `root` (its tag, size, poster, sources and fallback link), each link WordPress writes for a
    /// file it cannot play, and how many media shortcodes are still text; proxied URLs read back, WordPress's
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
        const left = (root.textContent.match(/\\[(audio|video|gallery|playlist)\\b/gi) || []).length;
        return players.concat(links, ['shortcodes as text: ' + left]);
        """

    /// Every kind of media shortcode WordPress 6.1 writes, with the cases where it writes a link or nothing.
    static let mediaSample = """
        Before.

        [audio src="https://example.com/a/song.mp3"]

        [audio mp3="https://example.com/b.mp3" ogg="https://example.com/b.ogg"]

        [video src="https://example.com/v/clip.mp4" width="1280" height="720" poster="https://example.com/p.jpg"]

        [video webm="https://example.com/v.webm"]

        [audio src="https://example.com/x.exe"]

        [gallery columns=2 ids="770,771"]

        Inline [gallery] text and [playlist ids="1,2"], and a shortcode written as text: [[gallery]].
        """

    /// The media shortcodes of the corpus's posts and of a sample of every kind are the players and links that
    /// WordPress's own `media.php` writes: the same sources, sizes, posters and fallbacks, and no shortcode left as
    /// text.
    @Test(.timeLimit(.minutes(4)))
    func mediaShortcodesAreThePlayersWordPressWrites() async throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("wck-media-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let sample = scratch.appendingPathComponent("media-sample.html")
        try Self.mediaSample.write(to: sample, atomically: true, encoding: .utf8)
        let posts = try SafeContentCorpus.files(under: "blog", suffix: ".html").filter { path in
            (try SafeContentCorpus.text(path)).range(
                of: #"\[(audio|video|gallery|playlist)"#, options: .regularExpression)
                != nil
        }
        let files = [sample.path] + posts.map { SafeContentCorpus.root.appendingPathComponent($0).path }
        let wordPress = try await WordPressAutop.formatted(files)
        var (players, differing) = (0, [String]())
        try await ModuleFixture.with(Self.proxied()) { engine, module, _ in
            for file in files {
                let html = try String(contentsOfFile: file, encoding: .utf8)
                _ = try await module.renderAndWait(ContentDocument(html: html, kind: .post)).get()
                let ours = try await Self.texts(nil, probe: Self.media, engine: engine)
                let markup: String = try #require(wordPress[file])
                let theirs = try await Self.texts(markup, probe: Self.media, engine: engine)
                players += theirs.count - 1
                if ours != theirs { differing.append("\(file):\n ours      \(ours)\n WordPress \(theirs)") }
            }
        }
        print("media: \(posts.count) posts and the sample, \(players) players and links; differing: \(differing)")
        #expect(players >= 6 && differing.isEmpty)
    }
}
