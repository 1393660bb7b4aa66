import Foundation
import Testing
import WebContentConformance
import WebContentCore
import WebContentGTK

extension GTKEngineSuite {
    /// The README's library example, line for line, on the real engine: the documentation cannot drift.
    @MainActor
    @Suite struct ReadmeExampleTests {
        @Test func theReadmeExampleRendersAnEmail() async throws {
            let myRouter = RecordingRouter()
            let myOutput = RecordingModuleOutput()
            let html = #"<title>Minutes</title><p>See <a href="/minutes">the minutes</a>.</p><script>alert(1)</script>"#

            let configuration = WebViewConfiguratorFactory.make(.email)
                .set(viewportWidth: 375)
                .set(theme: .dark)
                .build()
            let engine = try await GTKWebEngine.make(configuration: configuration)
            let module = ContentAssembly.assemble(engine: engine, router: myRouter, moduleOutput: myOutput)

            let result = try await module.renderAndWait(
                ContentDocument(html: html, baseURL: URL(string: "https://mail.example.com/"))
            ).get()
            await engine.close()

            #expect(result.height > 0)
            #expect(result.links.map(\.href) == ["https://mail.example.com/minutes"])
            #expect((result.report(SanitizerReport.self)?.removed.elements ?? 0) >= 1)
            #expect(engine.attempts.dialogs == 0)
            #expect(myOutput.heights == [result.height])
        }
    }
}
