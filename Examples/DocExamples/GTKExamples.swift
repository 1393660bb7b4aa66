#if os(Linux)
// snippet gtk-headless
import WebContentCore
import WebContentGTK
// snippet end
import Foundation

/// WebContentGTK's "Getting started": a headless render with its picture and PDF.
@MainActor
func gtkHeadless(html: String) async throws -> (ContentRenderResult, Data, Data) {
    // snippet gtk-headless
    let configuration = WebViewConfiguratorFactory.make(.email).set(viewportWidth: 390).build()
    let engine = try await GTKWebEngine.make(configuration: configuration)
    let module = ContentAssembly.assemble(engine: engine)  // under the engine's configuration
    let result = try await module.renderAndWait(ContentDocument(html: html, baseURL: nil)).get()
    let png = try await engine.snapshotPNG()  // the whole document, as tall as its content
    let pdf = try await module.printPDF(header: nil)  // paged, its text selectable
    await engine.close()
    // snippet end
    return (result, png, pdf)
}

/// WebContentGTK's "Getting started": a content widget in an app's own window.
@MainActor
func gtkInAWindow(
    configuration: WebViewConfiguration, myRouter: some ContentRouterInput, column: GTKWidget, html: String
) async throws -> Data {
    // snippet gtk-widget
    let (module, view) = try await GTKContentView.assembleWithView(configuration: configuration, router: myRouter)
    let widget = view.widget
    await Task { @GLibActor in widget.append(to: column) }.value
    _ = await module.renderAndWait(ContentDocument(html: html, baseURL: nil))
    let picture = try await module.snapshotPNG()  // and printPDF(header:), and at the end:
    await module.close()
    // snippet end
    return picture
}

/// The README's embedding in a column of an app's window, rendered without waiting.
@MainActor
func readmeEmbedding(
    configuration: WebViewConfiguration, myRouter: some ContentRouterInput, myColumn: GTKWidget, html: String
) async throws {
    // snippet readme-embedding
    let (module, contentView) = try await GTKContentView.assembleWithView(
        configuration: configuration, router: myRouter)
    await contentView.widget.append(to: myColumn)  // a GtkBox of your window (GLibActor), before the first render
    module.render(ContentDocument(html: html))
    // snippet end
}
#endif
