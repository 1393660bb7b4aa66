import Foundation
import Testing
import WebContentCore

@testable import WebContentGTK

extension GTKContentSafetySuite {
    /// Blocked images still speak: under `block`, a withheld image with alt text shows it in the box the image
    /// would have had (on screen, to a screen reader and in print), and one without alt looks as it did.
    @Suite @MainActor
    struct BlockedImageAltTests {
        static let newsletter = """
            <p>Before</p>
            <img id="sized" src="https://img.example/hero.png" alt="Autumn sale: 30% off" width="300" height="120">
            <img id="wide" src="https://img.example/banner.png" alt="Tulips in the Keukenhof" width="600" height="200">
            <img id="bare" src="https://img.example/logo.png" alt="Garden Co">
            <img id="block" src="https://img.example/grid.png" alt="Grid item" width="250" height="142"
              style="display:block;color:#000000;font-size:10px">
            <img id="noalt" src="https://img.example/x.png" width="200" height="50">
            <img id="nothing" src="https://img.example/y.png">
            <img id="decoration" src="https://img.example/z.png" alt="" width="10" height="10">
            """

        static func configuration() -> WebViewConfiguration {
            WebViewConfiguratorFactory.make(.email).set(viewportWidth: 390).build()
        }

        /// For each image by id: whether it shows, its size, and its placeholder's (the element right after it).
        static let measure = """
            const out = {};
            for (const image of document.querySelectorAll('#wck-content img')) {
              const box = image.nextElementSibling && image.nextElementSibling.matches('.wck-alt')
                ? image.nextElementSibling : null;
              const rect = (box || image).getBoundingClientRect();
              out[image.id.replace('user-content-', '')] = {
                imageShown: getComputedStyle(image).display !== 'none',
                placeholder: box !== null && getComputedStyle(box).display !== 'none',
                role: box && box.getAttribute('role'), label: box && box.getAttribute('aria-label'),
                width: Math.round(rect.width * 10) / 10, height: Math.round(rect.height * 10) / 10,
              };
            }
            return JSON.stringify(out);
            """

        struct Shown: Decodable {
            var imageShown: Bool
            var placeholder: Bool
            var role: String?
            var label: String?
            var width: Double
            var height: Double
        }

        static func shown(_ engine: GTKWebEngine) async throws -> [String: Shown] {
            let text = try await engine.callAsyncJavaScript(
                measure, arguments: [:], in: .content, timeout: .seconds(5)
            ).stringValue
            return try JSONDecoder().decode([String: Shown].self, from: Data((text ?? "{}").utf8))
        }

        @Test(.timeLimit(.minutes(2)))
        func aWithheldImageShowsItsAltTextInTheBoxTheImageWouldHave() async throws {
            try await ModuleFixture.with(Self.configuration()) { engine, module, _ in
                try await module.renderEmail(Self.newsletter)
                let shown = try await Self.shown(engine)
                let sized = try #require(shown["sized"])
                #expect(sized.placeholder && !sized.imageShown)
                #expect(sized.width == 300 && sized.height == 120, "the image's own box: \(sized)")
                #expect(sized.role == "img" && sized.label == "Autumn sale: 30% off")
                // Wider than the content (390 - 2 x 8 px padding): as narrow as the content, the ratio kept.
                let wide = try #require(shown["wide"])
                #expect(wide.placeholder && wide.width == 374)
                #expect(abs(wide.height - 374.0 / 3) < 1, "\(wide)")
                // E-mail's inline display:block does not bring the withheld image's empty frame back beside it.
                let block = try #require(shown["block"])
                #expect(block.placeholder && !block.imageShown, "\(block)")
                let bare = try #require(shown["bare"])
                #expect(bare.placeholder && bare.width > 0 && bare.width < 374 && bare.height > 0, "\(bare)")
                // Without alt text (or with alt="", decoration) nothing changes: no placeholder, the image as before.
                for id in ["noalt", "nothing", "decoration"] {
                    let image = try #require(shown[id])
                    #expect(!image.placeholder && image.imageShown, "\(id): \(image)")
                }
                #expect(shown["noalt"]?.width == 200 && shown["noalt"]?.height == 50)
                // Once an image gets its source (remote content shown in place), it shows and its placeholder goes.
                _ = try await engine.evaluateJavaScript(
                    "document.getElementById('user-content-sized').setAttribute('src', '\(TestPixel.dataURL)')",
                    in: .content, timeout: .seconds(5))
                let released = try #require(try await Self.shown(engine)["sized"])
                #expect(released.imageShown && !released.placeholder, "\(released)")
            }
        }

        @Test(.timeLimit(.minutes(2)))
        func underAllowNoImageGetsAPlaceholder() async throws {
            let configuration = WebViewConfiguratorFactory.make(.email).set(remoteContentPolicy: .allow).build()
            try await ModuleFixture.with(configuration) { engine, module, _ in
                try await module.renderEmail(Self.newsletter)
                let shown = try await Self.shown(engine)
                #expect(shown.count == 7)
                #expect(shown.values.allSatisfy { !$0.placeholder && $0.imageShown })
            }
        }

        static let printed = """
            <table width="100%"><tr><td>
            <img src="https://img.example/logo.png" alt="Garden Co, seeds and bulbs since 1921" width="120" height="40">
            </td></tr><tr><td><a href="https://shop.example/sale"><img src="https://img.example/hero.png"
            alt="Autumn sale: thirty percent off every tulip bulb until Sunday" width="300" height="60"></a>
            </td></tr></table>
            """

        /// The words of the PDF the module prints of the content on screen, whitespace folded.
        static func printedWords(_ module: ContentModule) async throws -> String {
            let text = try await GTKEngineSuite.PrintTests.text(of: try await module.printPDF())
            return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }

        @Test(.timeLimit(.minutes(2)))
        func aBlockedImageMessagePrintsItsAltTextAndWithoutPlaceholdersItWouldNot() async throws {
            try await ModuleFixture.with(Self.configuration()) { engine, module, _ in
                try await module.renderEmail(Self.printed)
                let words = try await Self.printedWords(module)
                #expect(words.contains("Garden Co, seeds and bulbs since 1921"), "\(words)")
                #expect(words.contains("Autumn sale: thirty percent off every tulip bulb until Sunday"), "\(words)")
                // Control: the same page with the placeholders taken out leaves the engine's own alt rendering,
                // which draws alt text only when it fits the image's box: neither text reaches the PDF.
                _ = try await engine.evaluateJavaScript(
                    "document.querySelectorAll('#wck-content .wck-alt').forEach(e => e.remove())",
                    in: .content, timeout: .seconds(5))
                let control = try await Self.printedWords(module)
                #expect(!control.contains("seeds and bulbs"), "control: \(control)")
                #expect(!control.contains("tulip bulb"), "control: \(control)")
            }
        }
    }
}
