import Foundation
import Testing
import WebContentClassicPosts
import WebContentConformance
import WebContentCore

@testable import WebContentGTK

extension GTKEngineSuite {
    /// Classic WordPress posts (``PageFeature/Name/classicPosts``: captions.js, paragraphs.js) on the real engine,
    /// with WordPress's own `wpautop` and `img_caption_shortcode` (Debian's wordpress package, run by php) as the
    /// witness on the corpus's posts.
    @Suite @MainActor
    struct ClassicPostsTests {
        static func configuration(classicPosts: Bool) -> WebViewConfiguration {
            let configurator = WebViewConfigurator().set(trust: .untrusted).set(remoteContentPolicy: .block)
            return (classicPosts ? configurator.add(.classicPosts) : configurator).build()
        }

        /// Each paragraph of `root` as text, a `<br>` shown as "⏎", white space squeezed; empty ones left out.
        static let paragraphTexts = """
            const root = html === null ? document.getElementById('wck-content')
              : new DOMParser().parseFromString(html, 'text/html').body;
            return [...root.querySelectorAll('p')].map((p) => p.innerHTML.replace(/<br\\s*\\/?>/gi, '⏎')
              .replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/\\s+/g, ' ')
              .replace(/ ?⏎ ?/g, '⏎').replace(/^⏎+|⏎+$/g, '').trim()).filter((text) => text.length > 0);
            """

        /// Each figure of `root`: its image's alt text, its caption, its width and its alignment.
        static let figures = """
            const root = html === null ? document.getElementById('wck-content')
              : new DOMParser().parseFromString(html, 'text/html').body;
            return [...root.querySelectorAll('figure')].map((figure) => {
              const image = figure.querySelector('img');
              const caption = figure.querySelector('figcaption');
              return [image ? image.getAttribute('alt') : '-', caption ? caption.textContent.replace(/\\s+/g, ' ').trim() : '-',
                figure.style.width, [...figure.classList].filter((name) => name.startsWith('align')).join(' ')].join(' | ');
            });
            """

        /// Renders `html` and reads its paragraphs; with `wordPress`, parses that markup instead (the engine's
        /// DOMParser, not our scripts).
        static func paragraphs(of html: String, engine: GTKWebEngine, module: ContentModule) async throws -> [String] {
            _ = try await module.renderAndWait(ContentDocument(html: html)).get()
            return try await texts(nil, engine: engine)
        }

        static func texts(
            _ markup: String?, probe: String = paragraphTexts, engine: GTKWebEngine
        ) async throws
            -> [String]
        {
            let value = try await engine.callAsyncJavaScript(
                probe, arguments: ["html": markup.map(JSONValue.string) ?? .null], in: .content,
                timeout: .seconds(10))
            guard case .array(let items) = value else { return [] }
            return items.compactMap { if case .string(let text) = $0 { text } else { nil } }
        }

        static let sample = """
            First line
            second line

            Second <em>para</em>

            <h3>Head</h3>
            Third
            <pre>a

            b</pre>
            <div><p>kept
            as is</p>

            <p>x</p></div><blockquote>q1

            q2</blockquote>
            """

        @Test(.timeLimit(.minutes(2)))
        func blankLinesMakeParagraphsAndMarkupInParagraphsIsLeftAlone() async throws {
            let made = try await ModuleFixture.with(Self.configuration(classicPosts: true)) { engine, module, _ in
                try await Self.paragraphs(of: Self.sample, engine: engine, module: module)
            }
            #expect(made == ["First line⏎second line", "Second para", "Third", "kept⏎as is", "x", "q1", "q2"])
            // Control: without the feature the text runs together; only the paragraphs written as such exist.
            let written = try await ModuleFixture.with(Self.configuration(classicPosts: false)) { engine, module, _ in
                try await Self.paragraphs(of: Self.sample, engine: engine, module: module)
            }
            #expect(written == ["kept as is", "x"])
            // HTML written wholly in paragraphs (a static site's hard-wrapped Markdown) keeps its source lines as
            // spaces: it never relied on blank lines.
            let wrapped = try await ModuleFixture.with(Self.configuration(classicPosts: true)) { engine, module, _ in
                try await Self.paragraphs(of: "<p>hard\nwrapped</p>\n<p>b</p>", engine: engine, module: module)
            }
            #expect(wrapped == ["hard wrapped", "b"])
        }

        /// A hostile document (5,000 nested containers, each with a blank line) renders, and only its first 1,000
        /// containers are set in paragraphs: the rest is left as written.
        @Test(.timeLimit(.minutes(2)))
        func nestedContainersAreBounded() async throws {
            let html = String(repeating: "<div>a\n\nb", count: 5000) + String(repeating: "</div>", count: 5000)
            let count = try await ModuleFixture.with(Self.configuration(classicPosts: true)) { engine, module, _ in
                _ = try await module.renderAndWait(ContentDocument(html: html)).get()
                return try await engine.evaluateJavaScript(
                    "document.querySelectorAll('#wck-content p').length", in: .content, timeout: .seconds(10))
            }
            #expect(count == .number(2000))
        }

        /// A post from the block editor keeps its markup as written, as WordPress keeps it (no `wpautop`): a block of
        /// raw HTML stays out of paragraphs. Control: the same markup without the block comments is set in them.
        @Test(.timeLimit(.minutes(2)))
        func aBlockEditorPostIsLeftAsWritten() async throws {
            let raw = "<a href=\"https://example.com/\">a link</a>\n\nafter"
            let (blocks, classic) = try await ModuleFixture.with(Self.configuration(classicPosts: true)) {
                engine, module, _ in
                (
                    try await Self.paragraphs(
                        of: "<!-- wp:html -->\n\(raw)\n<!-- /wp:html -->", engine: engine, module: module),
                    try await Self.paragraphs(of: raw, engine: engine, module: module)
                )
            }
            #expect(blocks.isEmpty, "\(blocks)")
            #expect(classic == ["a link", "after"])
        }

        /// Every classic post of the corpus (no block markup) shows the paragraphs WordPress shows. A post with form
        /// controls is left out: the sanitizer removes them, and their text with them, so no text could match. One
        /// difference is ours by design: a post written wholly in paragraphs, without a blank line, keeps its line
        /// breaks as spaces where `wpautop` makes them `<br>`s (HTML from elsewhere is hard-wrapped for width).
        @Test(.timeLimit(.minutes(4)))
        func classicPostsGetTheParagraphsWordPressGivesThem() async throws {
            let formControls = /<(select|input|textarea|button|fieldset)\b/.ignoresCase()
            let posts = try SafeContentCorpus.files(under: "blog", suffix: ".html").filter { path in
                let html = try SafeContentCorpus.text(path)
                return !html.contains("<!-- wp:") && !html.contains(formControls)
            }
            try #require(!posts.isEmpty)
            let wordPress = try await WordPressAutop.formatted(
                posts.map { SafeContentCorpus.root.appendingPathComponent($0).path })
            var (same, differing, linesKept) = (0, [String](), [String]())
            var paragraphs = 0
            try await ModuleFixture.with(Self.configuration(classicPosts: true)) { engine, module, _ in
                for post in posts {
                    let ours = try await Self.paragraphs(
                        of: try SafeContentCorpus.text(post), engine: engine, module: module)
                    let markup: String = try #require(
                        wordPress[SafeContentCorpus.root.appendingPathComponent(post).path])
                    let theirs = try await Self.texts(markup, engine: engine)
                    paragraphs += theirs.count
                    let blankLine = try SafeContentCorpus.text(post).contains(/\n[ \t\r]*\n/)
                    if ours == theirs {
                        same += 1
                    } else if !blankLine && ours == theirs.map({ $0.replacingOccurrences(of: "⏎", with: " ") }) {
                        linesKept.append(post)
                    } else {
                        let onlyOurs = ours.filter { !theirs.contains($0) }.map { String($0.prefix(120)) }
                        let onlyTheirs = theirs.filter { !ours.contains($0) }.map { String($0.prefix(120)) }
                        differing.append("\(post): only ours \(onlyOurs) | only wpautop \(onlyTheirs)")
                    }
                }
            }
            print(
                "paragraphs: \(same) of \(posts.count) classic posts as WordPress's wpautop sets them (\(paragraphs) paragraphs); written in paragraphs, line breaks kept as spaces: \(linesKept); differing: \(differing.map { String($0.prefix(400)) })"
            )
            #expect(differing.isEmpty)
        }

        /// Every `[caption]` of the corpus's posts is the figure WordPress makes of it: the same image, caption text,
        /// width and alignment.
        @Test(.timeLimit(.minutes(4)))
        func captionsAreTheFiguresWordPressMakes() async throws {
            let posts = try SafeContentCorpus.files(under: "blog", suffix: ".html").filter { path in
                (try SafeContentCorpus.text(path)).contains("[caption")
            }
            try #require(!posts.isEmpty)
            let wordPress = try await WordPressAutop.formatted(
                posts.map { SafeContentCorpus.root.appendingPathComponent($0).path })
            var (figures, differing) = (0, [String]())
            try await ModuleFixture.with(Self.configuration(classicPosts: true)) { engine, module, _ in
                for post in posts {
                    let html = try SafeContentCorpus.text(post)
                    _ = try await module.renderAndWait(ContentDocument(html: html)).get()
                    let ours = try await Self.texts(nil, probe: Self.figures, engine: engine)
                    let markup: String = try #require(
                        wordPress[SafeContentCorpus.root.appendingPathComponent(post).path])
                    let theirs = try await Self.texts(markup, probe: Self.figures, engine: engine)
                    figures += theirs.count
                    if ours != theirs { differing.append("\(post): ours \(ours) | WordPress \(theirs)") }
                }
            }
            print("captions: \(posts.count) posts with [caption], \(figures) figures; differing: \(differing)")
            #expect(figures > 0 && differing.isEmpty)
        }
    }
}
