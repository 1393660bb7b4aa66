import Foundation
import Testing
import WebContentCore

@testable import WebContentGTK

extension GTKEngineSuite {
    /// The contrast audit on the real engine: the themes' own colours pass, grey on black does not (in the light
    /// theme, which shows the author's colours; the dark theme brings it to 4.5:1, see DarkModeTests).
    @Suite @MainActor
    struct ContrastAuditTests {
        static let plain = "<p>First paragraph.</p><p>Second <b>bold</b> paragraph.</p>"
        static let murky = """
            <p>Readable.</p><div style="background-color:#000000"><p style="color:#333333">Grey on black.</p></div>
            """

        func audit(_ html: String, theme: Theme) async throws -> ContentContrastReport {
            let configuration = WebViewConfiguratorFactory.make(.email).set(viewportWidth: 390).set(theme: theme)
                .add(feature: .contrastAudit).build()
            return try await EngineFixture.with(configuration) { engine in
                let module = ContentAssembly.assemble(engine: engine)
                _ = try await module.renderAndWait(ContentDocument(html: html)).get()
                return try #require(await module.auditContrast())
            }
        }

        @Test(.timeLimit(.minutes(2)))
        func theThemesPassAndGreyOnBlackIsCounted() async throws {
            for theme in [Theme.light, .dark] {
                let report = try await audit(Self.plain, theme: theme)
                #expect(report.checked == 3, "\(theme): \(report)")
                #expect(report.below == 0, "\(theme): \(report)")
                #expect((report.minimum ?? 0) >= 4.5, "\(theme): \(report)")
            }
            let murky = try await audit(Self.murky, theme: .light)
            #expect(murky.checked == 2, "\(murky)")
            #expect(murky.below == 1, "\(murky)")
            #expect((murky.minimum ?? 99) < 2, "\(murky)")
            let darkened = try await audit(Self.murky, theme: .dark)
            #expect(darkened.checked == 2 && darkened.below == 0, "\(darkened)")
        }

        @Test(.timeLimit(.minutes(2)))
        func withoutContentThereIsNoAudit() async throws {
            let configuration = WebViewConfiguratorFactory.make(.email).add(feature: .contrastAudit).build()
            try await EngineFixture.with(configuration) { engine in
                let module = ContentAssembly.assemble(engine: engine)
                #expect(await module.auditContrast() == nil)
            }
        }
    }
}
