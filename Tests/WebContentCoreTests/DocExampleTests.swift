// snippet conformance-fake
import Foundation
import Testing
import WebContentConformance
import WebContentCore

@MainActor
@Test func aTapOnAnImageOpensTheViewer() async {
    let engine = FakeWebEngine()
    let router = RecordingRouter()
    let module = ContentAssembly.assemble(engine: engine, router: router)
    _ = await module.renderAndWait(ContentDocument(html: "<img src=a.png>", baseURL: nil))
    // The tap as the page's click listener reports it.
    engine.simulateTap(.image(URL(string: "https://example.com/a.png")!))
    #expect(router.calls == ["image https://example.com/a.png"])
}
// snippet end
