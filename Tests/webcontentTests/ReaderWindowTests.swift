import Foundation
import Testing
import WebContentConformance
import WebContentLoopback

extension ReaderSuite {
    /// `webcontent view` used as a person uses it: a window on a display, real pointer and key events from
    /// `xdotool`, and what the window then shows (its events, and screenshots kept in `out/reader/`).
    @Suite(.serialized)
    struct ReaderWindowTests {
        static let product = """
            <html><head><title>Basil seeds in stock</title></head><body>
            <a href="https://shop.example/product/42" style="display:block;padding:40px 20px;background:#1a5e1a;\
            color:#fff;font-size:28px">Basil seeds, product 42</a>
            <p>Sweet basil, Thai basil and lemon basil grow from the same tray.</p>
            </body></html>
            """
        static let routes = #"{"routes":[{"name":"product","pattern":"/product/:id","hosts":["shop.example"]}]}"#

        @Test func aClickOnAProductLinkOpensItsNativePanelAndFindCountsWhatWasTyped() async throws {
            let (reader, ready) = try await ReaderSession.start(
                ["product.html": Self.product, "routes.json": Self.routes], artefacts: "product",
                arguments: ["--routes", "{folder}/routes.json", "--size", "1000x700"])
            let message = try #require(ReaderSession.messages(ready).first)
            let height = try #require(message["height"] as? Double)
            let contentHeight = try #require(message["contentHeight"] as? Double)
            // The widget is as tall as its content: the self-sizing cell of the seeds.
            #expect(abs(height - contentHeight) <= 1)
            #expect(contentHeight > 100)

            // The product link fills the content's first 100 px: click inside it.
            try await reader.click(into: message)
            let panel = try #require(await reader.event("panel"))
            #expect(panel["title"] as? String == "Native screen: product")
            #expect((panel["detail"] as? String)?.contains("id: 42") == true)

            try await reader.key("ctrl+f")
            // A person types once the find bar is there.
            #expect(await reader.event("find-opened") != nil)
            try await reader.type("basil")
            let found = try #require(await reader.event("find") { $0["text"] as? String == "basil" })
            #expect(found["matches"] as? Int == 4)

            try await reader.key("Escape")
            #expect(await reader.event("panel-closed") != nil)
            #expect(try await reader.close() == 0)
        }

        /// A `mailto:` link shows the address in a panel; nothing opens and the content stays.
        @Test func aMailtoLinkShowsTheAddress() async throws {
            let contact = """
                <html><head><title>Contact</title></head><body><a href="mailto:ana@allotment.example?subject=Plot" \
                style="display:block;padding:40px 20px;font-size:28px">Write to Ana</a></body></html>
                """
            let (reader, ready) = try await ReaderSession.start(["contact.html": contact], artefacts: "mailto")
            try await reader.click(into: try #require(ReaderSession.messages(ready).first))
            let panel = try #require(await reader.event("panel"))
            #expect(panel["title"] as? String == "Write to")
            #expect(panel["detail"] as? String == "ana@allotment.example")
            #expect(try await reader.close() == 0)
        }

        /// Control for the click: the same click on a document whose link matches no route asks before the
        /// browser, so the panel above came from the route, not from any click.
        @Test func aLinkWithoutARouteAsksBeforeTheBrowser() async throws {
            let (reader, ready) = try await ReaderSession.start(["product.html": Self.product], artefacts: "no-route")
            try await reader.click(into: try #require(ReaderSession.messages(ready).first))
            let panel = try #require(await reader.event("panel"))
            #expect(panel["title"] as? String == "Open in browser?")
            #expect(panel["detail"] as? String == "https://shop.example/product/42")
            #expect(try await reader.close() == 0)
        }
    }
}

#if os(Linux)
extension ReaderSuite.ReaderWindowTests {
    /// "Show remote content" in the header bar, clicked: the blocked image loads (the origin sees it only
    /// then: the control), the message keeps its place, and its widget takes the new content height.
    @Test func showRemoteContentLoadsTheImagesOfTheOpenMessage() async throws {
        let tripwire = try await LoopbackImageServer()
        let news = """
            <html><head><title>Remote picture</title></head><body><p>The first line stays on top.</p>
            <img src="http://127.0.0.1:\(tripwire.port)/picture.png" width="300" height="400"></body></html>
            """
        let (reader, ready) = try await ReaderSession.start(
            ["news.html": news], artefacts: "remote", arguments: ["--size", "1000x800"])
        #expect(tripwire.count == 0)
        let before = try #require(ReaderSession.messages(ready).first)
        let button = try #require(
            (ready["controls"] as? [[String: Any]])?.first { $0["name"] as? String == "remote-content" })
        try await reader.click(x: try #require(button["x"] as? Double), y: try #require(button["y"] as? Double))

        let shown = try #require(await reader.event("remote-content"))
        #expect(shown["policy"] as? String == "proxy")
        #expect(tripwire.count >= 1)
        let after = try #require(ReaderSession.messages(shown).first)
        #expect(after["y"] as? Double == before["y"] as? Double)
        let height = try #require(after["height"] as? Double)
        let contentHeight = try #require(after["contentHeight"] as? Double)
        #expect(abs(height - contentHeight) <= 1)
        // The picture took the blocked placeholder's place: the content has another height, and the widget has it.
        #expect(contentHeight != before["contentHeight"] as? Double)
        #expect(try await reader.close() == 0)
        tripwire.stop()
    }
}
#endif
