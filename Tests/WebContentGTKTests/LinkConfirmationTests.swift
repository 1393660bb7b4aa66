import Foundation
import Testing
import WebContentConformance
import WebContentCore

@testable import WebContentGTK

extension GTKEngineSuite {
    /// The e-mail preset's chain on the real engine: a clicked link whose address deceives asks first.
    @Suite @MainActor
    struct LinkConfirmationTests {
        @Test func aDeceptiveLinkIsRoutedToConfirmationAndAPlainOneToTheBrowser() async throws {
            let chain = WebViewConfiguratorFactory.make(.email).build().navigationChain
            let delegate = SpyDelegate()
            try await EngineFixture.with(EngineFixture.configuration(chain: chain)) { engine in
                engine.presentationDelegate = delegate
                engine.installSetupScripts([EngineConformance.clickReporter])
                try await engine.loadHTML(
                    "<a id=bad href='https://bank.com@evil.net/login'>bank.com</a>"
                        + "<a id=good href='https://example.com/plain'>plain</a>",
                    baseURL: URL(string: "https://example.com/"))
                _ = try await engine.evaluateJavaScript(
                    "document.getElementById('bad').click(); 1", in: .content, timeout: .seconds(5))
                #expect(await eventually { delegate.routes.count == 1 })
                _ = try await engine.evaluateJavaScript(
                    "document.getElementById('good').click(); 1", in: .content, timeout: .seconds(5))
                #expect(await eventually { delegate.routes.count == 2 })
                #expect(
                    delegate.routes == [
                        .confirm(URL(string: "https://bank.com@evil.net/login")!, risks: [.userinfo]),
                        .browser(URL(string: "https://example.com/plain")!),
                    ])
            }
        }
    }
}
