import Foundation
import Testing
import WebContentConformance
// snippet readme-library
import WebContentCore
import WebContentGTK  // WebContentWebKit on Apple platforms: WKWebEngine, same roles

// snippet end

extension GTKEngineSuite {
    /// The README's library example, the README's very lines (tools/snippets/check.py), on the real engine.
    @MainActor
    @Suite struct ReadmeExampleTests {
        @Test func theReadmeExampleRendersAnEmail() async throws {
            let myRouter = RecordingRouter()
            let myOutput = RecordingModuleOutput()
            let html = #"<title>Minutes</title><p>See <a href="/minutes">the minutes</a>.</p><script>alert(1)</script>"#

            // snippet readme-library
            let configuration = WebViewConfiguratorFactory.make(.email)  // a builder: change what you need
                .set(viewportWidth: 375)
                .set(theme: .dark)
                .build()  // immutable, Sendable
            let engine = try await GTKWebEngine.make(configuration: configuration)
            let module = ContentAssembly.assemble(engine: engine, router: myRouter, moduleOutput: myOutput)

            let result = try await module.renderAndWait(
                ContentDocument(html: html, baseURL: URL(string: "https://mail.example.com/"))
            ).get()
            let document = result.report(DocumentReport.self)  // what each feature found, by feature
            print(result.height, document?.links ?? [], result.report(SanitizerReport.self)?.removed as Any)
            // snippet end
            await engine.close()

            #expect(result.height > 0)
            #expect(document?.links.map(\.href) == ["https://mail.example.com/minutes"])
            #expect((result.report(SanitizerReport.self)?.removed.elements ?? 0) >= 1)
            #expect(engine.attempts.dialogs == 0)
            #expect(myOutput.heights == [result.height])
        }
    }
}
