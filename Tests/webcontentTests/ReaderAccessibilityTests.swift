import Foundation
import Testing
import WebContentConformance

extension ReaderEventSuite {
    /// The reader window as a screen reader and a keyboard user get it: GTK's own accessible objects read through
    /// AT-SPI on a private bus (`Resources/atspi-tree.py --window`), and what holds the focus after each Tab.
    @Suite(.serialized, .timeLimit(.minutes(3)))
    struct ReaderAccessibilityTests {
        struct Focus: Decodable {
            var role: String
            var name: String
        }

        struct Text: Decodable {
            var name: String
            var text: String
            var focused: Bool
        }

        struct Window: Decodable {
            var nodes: [AccessibilityTreeTests.Node]?
            var tabs: [Focus?]?
            var texts: [Text]?
            var error: String?
        }

        /// Three messages of one thread; the newest, open, has a link (Tab moves through it inside the content).
        static let thread: [String: String] = Dictionary(
            uniqueKeysWithValues: (1...3).map { index in
                (
                    "\(index).eml",
                    "From: Member \(index) <m\(index)@orchard.example>\r\nTo: p@orchard.example\r\n"
                        + "Subject: Picking rota\r\nDate: Tue, 01 Sep 2026 08:0\(index):00 +0000\r\nMIME-Version: 1.0\r\n"
                        + "Content-Type: text/html; charset=utf-8\r\n\r\n"
                        + "<p>Reply \(index): <a href=\"https://orchard.example/\">rota</a></p>\r\n"
                )
            })

        @Test func everyControlAndMessageIsNamedAndTabGoesRoundTheWindow() async throws {
            let scratch = try ScratchFolder("reader-a11y")
            for (name, text) in Self.thread { _ = try scratch.write(name, text) }
            let script = try #require(Bundle.module.url(forResource: "Resources/atspi-tree", withExtension: "py"))
            let run = try ChildProcess(
                "/usr/bin/python3", [script.path, "--window", try RenderBinary.locate().url.path, scratch.url.path])
            let status = await run.wait(limit: .seconds(150))
            #expect(status == 0, "atspi-tree.py: \(run.output.suffix(500)) \(run.errorOutput.suffix(1500))")
            let window = try JSONDecoder().decode(Window.self, from: Data(run.output.utf8))
            #expect(window.error == nil, "\(window.error ?? "")")
            let nodes = window.nodes ?? []
            let named = { (role: String) in nodes.filter { $0.role == role }.map(\.name) }
            // The application itself is named (the program's name), not "Unnamed".
            let application = nodes.first.map { "\($0.role): \($0.name)" } ?? "none"
            #expect(application == "application: webcontent", "\(application)")

            // The header bar's buttons, by what they say or, for A− and A+, what they do.
            let buttons = named("button")
            for control in [
                "Show remote content", "Dark", "Smaller text", "Larger text", "Find", "Print to PDF", "Read as text",
            ] {
                #expect(buttons.contains(control), "\(buttons)")
            }
            #expect(!buttons.contains(""), "every button is named: \(buttons)")
            #expect(named("list") == ["Threads"])
            #expect(named("list item").count == 1 && named("list item").allSatisfy { $0.hasPrefix("Picking rota (3)") })
            // Each message card is a group named for the message; its header is a button saying open or collapsed.
            let cards = named("group").filter { $0.hasPrefix("Message ") && $0.contains(" of 3: Picking rota, Member") }
            #expect(cards.count == 3, "\(named("group"))")
            #expect(buttons.filter { $0.contains("Picking rota  —  Member") }.count == 3)
            #expect(nodes.contains { $0.name == "Message content" }, "the open message's content is named")

            // Tab: round the header bar, the list, the messages' headers and the open message's content, and round
            // again (nothing keeps the focus: the content gives it back after its link).
            let tabs = (window.tabs ?? []).map { $0.map { "\($0.role): \($0.name)" } ?? "nothing" }
            let first = { (text: String) in tabs.firstIndex { $0.hasSuffix(text) } }
            let remote = try #require(first("Show remote content"), "\(tabs)")
            let print = try #require(first("Print to PDF"), "\(tabs)")
            let list = try #require(first("list: Threads"), "\(tabs)")
            #expect(remote < print && print < list, "\(tabs)")
            let headers = tabs.indices.filter { tabs[$0].contains("Picking rota  —  Member") }
            // The first Tab leaves the selected row for the messages; after the header bar and the list, round again.
            #expect(headers.contains { $0 < remote } && headers.contains { $0 > list }, "\(tabs)")
            #expect(tabs.contains { $0.hasPrefix("widget: WebKitWebView") }, "the open message's content: \(tabs)")
            #expect(!tabs.contains("nothing"), "the focus is never lost: \(tabs)")

            // Ctrl+T, the fallback where GTK 4.8 cannot place the web view's tree in the window: the current message
            // as a text object a screen reader reads (AT-SPI's Text interface), named for its message and focused.
            let texts = window.texts ?? []
            let text = try #require(texts.first { $0.name.hasPrefix("Text of message ") }, "\(texts)")
            let number = try #require(text.name.firstMatch(of: /Text of message (\d) of 3: Picking rota, Member \1/))
            #expect(text.text.contains("Reply \(number.output.1): rota"), "\(text)")
            #expect(text.focused, "\(text)")
        }
    }
}
