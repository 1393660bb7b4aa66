#if os(Linux)
// snippet core-configuration
import WebContentCore
import WebContentGTK
// snippet end
import Foundation

/// WebContentCore's "Getting started": a configuration, the module around an engine, a render, remote content.
@MainActor
func coreGettingStarted(
    html: String, myRouter: some ContentRouterInput, myOutput: some ContentModuleOutput
) async throws {
    // snippet core-configuration
    let configuration = WebViewConfiguratorFactory.make(.email)
        .set(viewportWidth: 375)
        .set(theme: .dark)
        .build()
    // snippet end
    // snippet core-assemble
    let engine = try await GTKWebEngine.make(configuration: configuration)
    let module = ContentAssembly.assemble(engine: engine, router: myRouter, moduleOutput: myOutput)
    // snippet end
    // snippet core-render
    let result = try await module.renderAndWait(
        ContentDocument(html: html, baseURL: URL(string: "https://mail.example.com/"))
    ).get()
    let document = result.report(DocumentReport.self)  // what each feature found, by feature
    print(result.height, document?.links ?? [], result.report(SanitizerReport.self)?.removed as Any)
    // snippet end
    // snippet core-remote-content
    let allowed = await module.setRemoteContentPolicyAndWait(.allow)
    // snippet end
    _ = allowed
    await module.close()
}
#endif
