import Foundation
import Testing
import WebContentConformance

/// A batch's PNGs are encoded and written while the next document renders: each file must still hold its own
/// document, whole, as read by a PNG decoder that shares no code with the encoder (`Resources/pixel-contrast.py`).
@Suite(.timeLimit(.minutes(10)))
struct RenderBatchPNGTests {
    let (binary, scratch): (RenderBinary, ScratchFolder)

    init() throws { (binary, scratch) = try RenderBinary.withScratch("batch-png") }

    /// Documents of one colour block each, of different heights, in the order they render.
    static let documents: [(name: String, colour: String, height: Int)] = [
        ("a", "#3366cc", 2600), ("b", "#cc3333", 400), ("c", "#33aa55", 3400), ("d", "#aa8800", 900),
    ]

    @Test
    func eachDocumentsPNGHoldsItsOwnColourAndHeight() async throws {
        let folder = scratch.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for document in Self.documents {
            let html = """
                <p>\(document.name)</p><div style="background-color: \(document.colour); height: \(document.height)px"></div>
                """
            try Data(html.utf8).write(to: folder.appendingPathComponent("\(document.name).html"))
        }
        let out = scratch.appendingPathComponent("out").path
        // One worker: every document after the first renders while the one before it is being written.
        let run = try await binary.run(["render", "--json", "--jobs", "1", "--png-dir", out, folder.path])
        #expect(run.status == 0, "\(run.standardError)")
        let reports = Dictionary(
            uniqueKeysWithValues: run.lines.compactMap { line -> (String, Double)? in
                guard let input = line["input"] as? String, let height = line["height"] as? Double else { return nil }
                return (URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent, height)
            })
        let script = try #require(Bundle.module.url(forResource: "Resources/pixel-contrast", withExtension: "py"))
        for document in Self.documents {
            let reader = try ChildProcess(
                "/usr/bin/env", ["python3", script.path, "--background", "\(out)/\(document.name).png"])
            #expect(await reader.wait() == 0, "\(reader.errorOutput)")
            let reading = try #require(
                try JSONSerialization.jsonObject(with: Data(reader.output.utf8)) as? [String: Any])
            #expect(reading["colour"] as? String == document.colour, "\(document.name): \(reading)")
            let reported = try #require(reports[document.name], "\(document.name) has no report")
            #expect(
                reading["height"] as? Int == Int(reported.rounded(.up)),
                "\(document.name): \(reading), reported \(reported)")
            #expect(reported >= Double(document.height), "\(document.name): reported \(reported)")
        }
    }
}
