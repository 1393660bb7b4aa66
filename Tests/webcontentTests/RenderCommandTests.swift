import Foundation
import Testing

/// `webcontent render` end to end: the built binary renders in the real engine (it starts its own Xvfb when
/// there is no display); each test checks exit status, the JSON Lines report and the files it wrote.
///
/// Serialized: every run starts WebKit, and the machine is small.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct RenderCommandTests {
    /// ../shared/corpus beside the package (as CI lays it out): from this file up to the package root.
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/corpus")

    /// The documented keys of a report line, in order.
    static let reportKeys = [
        "input", "ok", "width", "height", "title", "links", "images", "embeds", "removed", "attempts", "timings",
        "errors",
    ]

    let (binary, scratch): (RenderBinary, ScratchFolder)

    init() throws { (binary, scratch) = try RenderBinary.withScratch("render-tests") }

    @Test
    func rendersACorpusFolderAndFilesWithTwoWarmEngines() async throws {
        let folder = Self.corpus.appendingPathComponent("email/templates/antwort").path
        let blog = Self.corpus.appendingPathComponent("blog/theme-unit-test")
        let posts = ["block-quotes.html", "blocks-formatting.html"].map { blog.appendingPathComponent($0).path }
        let run = try await binary.run(["render", "--json", "--preset", "email", "--jobs", "2", folder] + posts)
        #expect(run.status == 0, "stderr: \(run.standardError)")
        let lines = run.lines
        try #require(lines.count == 5, "stdout: \(run.standardOutput)")
        // Input order, whatever engine finished first: the folder's files sorted, then the two posts.
        let inputs = lines.compactMap { $0["input"] as? String }
        #expect(inputs.prefix(3).allSatisfy { $0.hasPrefix(folder + "/") && $0.hasSuffix(".html") })
        #expect(inputs.prefix(3).sorted() == Array(inputs.prefix(3)))
        #expect(Array(inputs.suffix(2)) == posts)
        for line in lines {
            #expect(line["ok"] as? Bool == true, "\(line)")
            #expect((line["height"] as? Double ?? 0) > 0)
            #expect(line["width"] as? Double == 390)
            let timings = line["timings"] as? [String: Any] ?? [:]
            #expect((timings["totalMs"] as? Double ?? 0) > 0)
            #expect(timings["composeMs"] is Double && timings["loadMs"] is Double && timings["renderMs"] is Double)
            // Each engine started with a render of its own, whose shell every document reused: no document's time
            // (nor its --timeout) includes a load, so none includes its engine's web process start.
            #expect(timings["loadMs"] as? Double == 0, "\(timings)")
            // The render's profile: each step's milliseconds, the sanitizer's insert first.
            let steps = timings["steps"] as? [String: Double] ?? [:]
            #expect(steps["content.insert"] != nil && steps["layout.measure"] != nil, "\(timings)")
            // and the parts the insert splits its time into.
            #expect(steps["content.insert/sanitize"] != nil && steps["content.insert/insertion"] != nil, "\(timings)")
        }
        // The cold start belongs to the first report alone, the one that paid for it; its marks come in order.
        let starts = lines.map { ($0["timings"] as? [String: Any])?["start"] as? [String: Double] }
        let start = try #require(starts.first ?? nil, "\(lines[0])")
        for mark in ["main", "gtk", "engine", "load.finished", "report"] { #expect(start[mark] != nil, "\(start)") }
        #expect((start["main"] ?? 0) <= (start["engine"] ?? 0) && (start["engine"] ?? 0) <= (start["report"] ?? 0))
        #expect(starts.dropFirst().allSatisfy { $0 == nil })
        // Keys in the documented order, straight from the text (a parsed dictionary forgets order).
        let first = try #require(run.standardOutput.split(separator: "\n").first.map(String.init))
        let positions = Self.reportKeys.map { first.range(of: "\"\($0)\":")?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        // The summary goes to standard error with --json.
        #expect(run.standardError.contains("5 documents, 0 failures"))
    }

    @Test func aMissingFileFailsWithItsReasonAndTheRestStillRenders() async throws {
        let good = try scratch.write("good.html", "<p>Still here <a href=\"https://example.org/a\">a link</a></p>")
        let missing = scratch.appendingPathComponent("missing.html").path
        let run = try await binary.run(["render", "--json", missing, good])
        #expect(run.status == 1)
        #expect(run.standardError.contains("missing.html: no such file or folder"))
        let lines = run.lines
        try #require(lines.count == 2)
        #expect(lines[0]["ok"] as? Bool == false)
        #expect((lines[0]["errors"] as? [String])?.contains("no such file or folder") == true)
        #expect(lines[1]["ok"] as? Bool == true)
        let links = lines[1]["links"] as? [[String: Any]] ?? []
        #expect(links.map { $0["href"] as? String } == ["https://example.org/a"])
    }

    @Test func aFolderWithoutHTMLIsAFailureWithAClearMessage() async throws {
        let empty = scratch.appendingPathComponent("no-html")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        _ = try scratch.write("no-html/notes.txt", "not html")
        let run = try await binary.run(["render", empty.path])
        #expect(run.status == 1)
        #expect(run.standardOutput.contains("folder contains no .html, .htm or .eml file"))
    }

    @Test func usageErrorsExitWithTwo() async throws {
        let file = try scratch.write("doc.html", "<p>x</p>")
        let unknown = try await binary.run(["render", "--no-such-option", file])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("Unknown option"))
        let noInput = try await binary.run(["render"])
        #expect(noInput.status == 2)
        #expect(noInput.standardError.contains("no input"))
        let badPreset = try await binary.run(["render", "--preset", "fancy", file])
        #expect(badPreset.status == 2)
        let twoForOnePNG = try await binary.run([
            "render", "--png", scratch.appendingPathComponent("x.png").path, file, file,
        ])
        #expect(twoForOnePNG.status == 2)
        // None of them rendered anything.
        #expect((unknown.standardOutput + noInput.standardOutput + badPreset.standardOutput).isEmpty)
    }

    @Test func rendersStandardInput() async throws {
        let html = "<h1>From a pipe</h1><p><a href=\"https://example.com/piped\">piped link</a></p>"
        let run = try await binary.run(["render", "--json", "-"], input: Data(html.utf8))
        #expect(run.status == 0, "stderr: \(run.standardError)")
        let line = try #require(run.lines.first)
        #expect(line["input"] as? String == "-")
        #expect(line["ok"] as? Bool == true)
        #expect((line["links"] as? [[String: Any]])?.first?["text"] as? String == "piped link")
    }

    @Test func writesARealPNGAsWideAsTheLayoutWidth() async throws {
        let file = try scratch.write(
            "snap.html", "<h1>Snapshot</h1><p>" + String(repeating: "words ", count: 300) + "</p>")
        let png = scratch.appendingPathComponent("snap.png")
        let run = try await binary.run(["render", "--width", "320", "--png", png.path, file])
        #expect(run.status == 0, "stderr: \(run.standardError)\nstdout: \(run.standardOutput)")
        let data = try Data(contentsOf: png)
        try #require(data.count > 33)
        #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(String(decoding: data[12..<16], as: UTF8.self) == "IHDR")
        let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 320)
        #expect(height > 0)
    }

    @Test func pngMaxHeightKeepsTheDocumentsTopOnly() async throws {
        let file = try scratch.write(
            "tall.html",
            "<div style=\"height: 200px; background: #cc0000\"></div><div style=\"height: 3000px\">tall</div>"
                + "<div style=\"height: 200px; background: #0000cc\"></div>")
        /// The PNG's height, and whether the top's red and the bottom's blue are painted in it, read by the witness
        /// script's own PNG decoder.
        func picture(_ arguments: [String]) async throws -> (height: Int, top: Bool, bottom: Bool) {
            let png = scratch.appendingPathComponent("tall-\(arguments.count).png")
            let run = try await binary.run(["render", "--width", "320", "--png", png.path] + arguments + [file])
            #expect(run.status == 0, "stderr: \(run.standardError)")
            let data = try Data(contentsOf: png)
            try #require(data.count > 24 && String(decoding: data[12..<16], as: UTF8.self) == "IHDR")
            let top = try await RenderReadingTests.extent(png.path, "cc0000").left != nil
            let bottom = try await RenderReadingTests.extent(png.path, "0000cc").left != nil
            return (data[20..<24].reduce(0) { $0 << 8 | Int($1) }, top, bottom)
        }
        // The control: the whole document, taller than the limit below, with both ends.
        let whole = try await picture([])
        #expect(whole.height > 3000 && whole.top && whole.bottom)
        let cut = try await picture(["--png-max-height", "700"])
        #expect(cut.height == 700 && cut.top && !cut.bottom)
        let refused = try await binary.run(["render", "--png-max-height", "0", "--json", file])
        #expect(refused.status == 2 && refused.standardError.contains("--png-max-height"))
    }

    @Test func invalidUTF8IsRepairedWithAWarningAndStillRenders() async throws {
        // "café" in Latin-1 (0xE9), then two bytes that are never UTF-8.
        let bad = try scratch.write(
            "latin1.html", Array("<p>caf".utf8) + [0xE9] + Array(" au lait ".utf8) + [0xFF, 0xFE] + Array("</p>".utf8))
        let good = try scratch.write("utf8.html", "<p>café au lait</p>")
        let run = try await binary.run(["render", "--json", bad, good])
        #expect(run.status == 0, "stderr: \(run.standardError)")
        let lines = run.lines
        try #require(lines.count == 2)
        #expect(lines[0]["ok"] as? Bool == true)
        #expect((lines[0]["height"] as? Double ?? 0) > 0)
        let warnings = lines[0]["errors"] as? [String] ?? []
        #expect(warnings.contains { $0.hasPrefix("warning: invalid UTF-8: 3 sequences") })
        #expect(run.standardError.contains("latin1.html: warning: invalid UTF-8"))
        // The control: valid UTF-8 gets no warning.
        #expect((lines[1]["errors"] as? [String]) == [])
    }

    @Test func aDocumentThatNeverSettlesTimesOutAndTheBatchGoesOn() async throws {
        // Trusted content runs its scripts: this one never yields, so its render cannot finish.
        let spin = try scratch.write("spin.html", "<p>spinning</p><script>for (;;) {}</script>")
        let after = try scratch.write("after.html", "<p>rendered after the stuck one</p>")
        // The timeout is every document's: long enough for the next document's new engine on a loaded machine (at
        // load 20 a 2 s one timed that render out too).
        let run = try await binary.run(["render", "--json", "--trust", "--jobs", "1", "--timeout", "10", spin, after])
        #expect(run.status == 1)
        let lines = run.lines
        try #require(lines.count == 2, "stdout: \(run.standardOutput)\nstderr: \(run.standardError)")
        #expect(lines[0]["ok"] as? Bool == false)
        let error = (lines[0]["errors"] as? [String] ?? []).first { $0.contains("did not settle within 10 s") }
        #expect(error != nil, "\(lines[0])")
        // It says where it stopped: its load, which the web process took (committed) and never finished.
        #expect(error?.contains("its engine was waiting on load, ") == true, "\(error ?? "")")
        #expect(error?.contains("committed at ") == true, "\(error ?? "")")
        #expect(lines[1]["ok"] as? Bool == true)
        #expect((lines[1]["height"] as? Double ?? 0) > 0)
    }

    @Test func contactSheetShowsEachSnapshotWithEscapedNames() async throws {
        let hostile = try scratch.write("a<b>&c.html", "<p>hostile name</p>")
        let plain = try scratch.write("plain.html", "<p>plain</p>")
        let out = scratch.appendingPathComponent("out")
        let sheet = out.appendingPathComponent("index.html")
        let run = try await binary.run(["render", "--png-dir", out.path, "--contact-sheet", sheet.path, hostile, plain])
        #expect(run.status == 0, "stderr: \(run.standardError)")
        let html = try String(contentsOf: sheet, encoding: .utf8)
        #expect(html.contains("a&lt;b&gt;&amp;c.html"))
        #expect(!html.contains("a<b>"))
        #expect(html.contains("src=\"plain.png\""))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("plain.png").path))
        // The readable table and its summary, without --json.
        #expect(run.standardOutput.contains("2 documents, 0 failures"))
    }

    /// Links in the report carry their risks, and a cleaned link its original, assessed after the collect step.
    @Test func reportsLinkRisksAndCleanedOriginals() async throws {
        let file = try scratch.write(
            "links.html",
            """
            <p><a href="https://evil.example.net/login">https://bank.com</a>
            <a href="https://shop.example/item?id=7&amp;utm_source=news&amp;fbclid=x">Shop</a>
            <a href="https://example.org/plain">example.org</a>
            <a href="https://bank.com@evil.net/">Sign in</a>
            <a href="https://аpple.com/">Apple</a></p>
            """)
        let run = try await binary.run(["render", "--json", "--preset", "email", file])
        #expect(run.status == 0, "stderr: \(run.standardError)")
        let line = try #require(run.lines.first)
        let links = line["links"] as? [[String: Any]] ?? []
        try #require(links.count == 5, "\(line)")
        #expect(links[0]["href"] as? String == "https://evil.example.net/login")
        #expect(links[0]["risks"] as? [String] == ["text-domain-mismatch"])
        #expect(links[0]["original"] == nil)
        #expect(links[1]["href"] as? String == "https://shop.example/item?id=7")
        #expect(links[1]["original"] as? String == "https://shop.example/item?id=7&utm_source=news&fbclid=x")
        #expect(links[1]["risks"] as? [String] == [])
        #expect(links[2]["risks"] as? [String] == [] && links[2]["original"] == nil)
        // The engine reports hrefs as it resolved them: user information kept, the IDN host in punycode.
        #expect(links[3]["risks"] as? [String] == ["userinfo"])
        #expect(links[4]["href"] as? String == "https://xn--pple-43d.com/")
        #expect(links[4]["risks"] as? [String] == ["punycode", "mixed-script"])
        // Keys in order, straight from the text.
        #expect(
            run.standardOutput.contains(
                #""href":"https://shop.example/item?id=7","text":"Shop","name":"Shop","risks":[],"original":"#))
    }
}
