import Foundation
import Testing
import WebContentConformance

/// Plain-text mail end to end through the built binary: flowed paragraphs, links and each line's direction, read
/// from the page's layout, its anchors and its painted pixels.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct RenderPlainTextTests {
    let (binary, scratch): (RenderBinary, ScratchFolder)

    init() throws { (binary, scratch) = try RenderBinary.withScratch("render-plain-text") }

    /// A `format=flowed` message's paragraph wraps to the page's width; the same lines declared fixed keep every
    /// break, so at a wide width the flowed one is the shorter (the engine's layout is the witness).
    @Test func aFlowedMessageWrapsItsParagraphsToTheWidth() async throws {
        let wrapped = Array(repeating: "a line of about sixty characters that its sender wrapped ", count: 12)
        let text = wrapped.joined(separator: "\n") + "\nand its end."
        let paths = try ["flowed", "fixed"].map { format in
            try scratch.write(
                "\(format).eml",
                "Subject: \(format)\nContent-Type: text/plain; charset=utf-8; format=\(format)\n\n\(text)\n")
        }
        let run = try await binary.run(["render", "--json", "--width", "1000"] + paths)
        #expect(run.status == 0, "stderr: \(run.standardError.suffix(2000))")
        let heights = run.lines.compactMap { $0["height"] as? Double }
        try #require(heights.count == 2, "stdout: \(run.standardOutput)")
        // 13 rows fixed; about 740 characters in rows of over 100 flowed.
        #expect(heights[0] < heights[1] * 0.7, "flowed \(heights[0]) px against fixed \(heights[1]) px")
    }

    /// A plain-text message's addresses are links on the page (the report's links come from the page's own
    /// anchors), and a quote in the text ends an address rather than opening an attribute.
    @Test func aPlainTextMessagesAddressesAreLinksOnThePage() async throws {
        let message = try scratch.write(
            "links.eml",
            """
            Subject: links
            Content-Type: text/plain; charset=utf-8

            Read https://example.org/story?id=1&x=2. Or mail (a@b.co).
            http://evil.example/"onmouseover="alert(1)

            """)
        let run = try await binary.run(["render", "--json", message])
        let report = try #require(run.lines.first, "stdout: \(run.standardOutput)")
        let links = try #require(report["links"] as? [[String: Any]])
        #expect(
            links.compactMap { $0["href"] as? String }
                == ["https://example.org/story?id=1&x=2", "mailto:a@b.co", "http://evil.example/"], "\(links)")
        #expect((report["removed"] as? [String: Int])?["attributes"] == 0)
    }

    /// Each line of a plain-text message takes its own direction: the English line of a Hebrew message starts at
    /// the left, where one direction for the block right-aligns it (`pixel-contrast.py --ink-lines` reads where the
    /// ink is in the PNG).
    @Test func eachLineOfAPlainTextMessageTakesItsOwnDirection() async throws {
        let lines = "שלום, מה שלומך היום? זו שורה בעברית.\nThis line is English.\nمرحبا، هذا سطر باللغة العربية."
        let message = try scratch.write(
            "mixed.eml", "Subject: x\nContent-Type: text/plain; charset=utf-8\n\n\(lines)\n")
        // Control: the same lines in one <pre> of the message's own, which has one direction for the block.
        let control = try scratch.write(
            "control.eml", "Subject: x\nContent-Type: text/html; charset=utf-8\n\n<pre>\(lines)</pre>\n")
        var ink: [[[String: Int]]] = []
        for (path, name) in [(message, "mixed"), (control, "control")] {
            let png = scratch.appendingPathComponent("\(name).png").path
            let run = try await binary.run(["render", "--width", "390", "--png", png, path])
            try #require(run.status == 0, "\(run.standardError)")
            let script = try #require(Bundle.module.url(forResource: "Resources/pixel-contrast", withExtension: "py"))
            let reader = try ChildProcess("/usr/bin/env", ["python3", script.path, "--ink-lines", png])
            #expect(await reader.wait() == 0, "\(reader.errorOutput)")
            ink.append(
                try #require(try JSONSerialization.jsonObject(with: Data(reader.output.utf8)) as? [[String: Int]]))
        }
        let (shown, block) = (ink[0], ink[1])
        try #require(shown.count == 3 && block.count == 3, "ink lines: \(shown), control \(block)")
        // Hebrew and Arabic end at the right edge; the English line starts at the left one and ends short of the right.
        #expect(shown[0]["right", default: 0] > 360 && shown[2]["right", default: 0] > 360, "\(shown)")
        #expect(shown[1]["left", default: 999] < 20 && shown[1]["right", default: 999] < 300, "\(shown)")
        // The control's English line is right-aligned: the reading tells the two apart.
        #expect(block[1]["left", default: 0] > 100, "control: \(block)")
    }
}
