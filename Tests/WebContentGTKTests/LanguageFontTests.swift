import Foundation
import Testing
import WebContentCore

@testable import WebContentGTK

extension GTKEngineSuite {
    /// A document in many languages keeps its `lang` attributes but stops choosing fonts by them: each distinct
    /// language costs WebKitGTK a font fallback search, and a page listing 227 of them laid out in seconds.
    @Suite @MainActor
    struct LanguageFontTests {
        /// Spans in `count` languages, Japanese first.
        static func document(languages count: Int) -> String {
            let codes = ["ja", "ko", "zh", "ru", "ar", "he", "el", "hi", "th", "de", "fr", "es"].prefix(count)
            return "<p>" + codes.map { "<span lang=\"\($0)\">text \($0) 直</span>" }.joined(separator: " ") + "</p>"
        }

        /// Whether the content root says "many languages", and the Japanese span's `lang` and font locale, after a
        /// whole render (the shell's style sheet included).
        static func render(languages count: Int) async throws -> (many: Bool, lang: String, locale: String) {
            let configuration = WebViewConfiguratorFactory.make(.email).set(viewportWidth: 390).build()
            return try await ModuleFixture.with(configuration) { engine, module, _ in
                try await module.renderEmail(document(languages: count))
                let probe = try await engine.evaluateJavaScript(
                    """
                    (() => {
                      const main = document.getElementById('wck-content');
                      const span = main.querySelector('span');
                      return [String(main.classList.contains('wck-many-languages')), span.getAttribute('lang'),
                        getComputedStyle(span).getPropertyValue('-webkit-locale')].join('|');
                    })()
                    """, in: .content, timeout: .seconds(60))
                let parts = (probe.stringValue ?? "").split(separator: "|", omittingEmptySubsequences: false)
                    .map(String.init)
                try #require(parts.count == 3, "\(probe)")
                return (parts[0] == "true", parts[1], parts[2])
            }
        }

        @Test
        func manyLanguagesKeepTheirLangButNotTheirFontSearch() async throws {
            let many = try await Self.render(languages: 12)
            #expect(many.many)
            #expect(many.lang == "ja", "the attribute stays for assistive technology")
            #expect(many.locale == "auto", "\(many.locale)")
            // The control: a document in two languages keeps choosing fonts by them (Japanese glyph forms).
            let few = try await Self.render(languages: 2)
            #expect(!few.many)
            #expect(few.lang == "ja")
            #expect(few.locale.contains("ja"), "\(few.locale)")
        }
    }
}
