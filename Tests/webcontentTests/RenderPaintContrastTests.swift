import Foundation
import Testing
import WebContentConformance

/// Dark mode over backgrounds that are painted rather than a background colour (gradients, image backdrops,
/// `<td background>`, `background` shorthands, inset-shadow fills, translucent layers, a text fill colour), read
/// from the PNG's pixels by a reader that shares no code with the page scripts or the audit
/// (`Resources/pixel-contrast.py`, Python decoding the PNG itself); the audit, which reads the engine's pixels
/// its own way, agrees with it.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct RenderPaintContrastTests {
    /// The fixtures: one light e-mail block each, at the top left of the page.
    static let fixtures = try? #require(Bundle.module.url(forResource: "Resources/paint", withExtension: nil))

    /// The block's inside, in device pixels: clear of its edges, so they are not taken for text.
    static let region = ["24", "0", "280", "400"]

    let (binary, scratch): (RenderBinary, ScratchFolder)

    init() throws { (binary, scratch) = try RenderBinary.withScratch("paint-contrast") }

    /// Each fixture rendered under `theme` with the audit on: its report line and its pixels' reading.
    func render(
        theme: String, extra: [String] = []
    ) async throws -> [String: (
        report: [String: Any], pixels: (minimum: Double?, rows: Int)
    )] {
        let folder = try #require(Self.fixtures)
        let out = scratch.appendingPathComponent(theme).path
        let run = try await binary.run(
            ["render", "--json", "--theme", theme, "--contrast", "--png-dir", out] + extra + [folder.path])
        #expect(run.status == 0, "\(run.standardError)")
        var result: [String: ([String: Any], (Double?, Int))] = [:]
        for line in run.lines {
            let name = URL(fileURLWithPath: try #require(line["input"] as? String)).deletingPathExtension()
                .lastPathComponent
            let script = try #require(Bundle.module.url(forResource: "Resources/pixel-contrast", withExtension: "py"))
            let reader = try ChildProcess("/usr/bin/env", ["python3", script.path, "\(out)/\(name).png"] + Self.region)
            #expect(await reader.wait() == 0, "\(reader.errorOutput)")
            let reading = try #require(
                try JSONSerialization.jsonObject(with: Data(reader.output.utf8)) as? [String: Any])
            result[name] = (line, (reading["minimum"] as? Double, reading["rows"] as? Int ?? 0))
        }
        return result
    }

    @Test
    func everyPaintedBlockReadsAtAAInDarkModeFromItsPixels() async throws {
        let dark = try await render(theme: "dark")
        #expect(dark.count == 9)
        for (name, (report, pixels)) in dark.sorted(by: { $0.key < $1.key }) {
            // Text found in the block (rows whose text stands out at all) and every such row at 4.5:1 or more.
            #expect(pixels.rows >= 8, "\(name): no text seen in its pixels")
            #expect((pixels.minimum ?? 0) >= 4.5, "\(name): \(pixels.minimum ?? 0):1 from its pixels")
            expectAgreement(name, report, pixels.minimum)
        }
        // A form control's label stays as text (found on its own: find's highlights would repaint it).
        let folder = try #require(Self.fixtures)
        let found = try await binary.run([
            "render", "--json", "--theme", "dark", "--find", "Confirm your address",
            folder.appendingPathComponent("button-label.html").path,
        ])
        #expect((found.lines.first?["find"] as? [String: Any])?["matches"] as? Int == 1, "\(found.standardOutput)")
    }

    @Test
    func thePixelReadingSeesLowContrastWhereTheAuthorPaintedIt() async throws {
        // The control: under the light theme the author's own colours stand, and the same reader finds the pink
        // button (3.5:1), the faded notice (3.7:1), the grey fill (2.4:1) and the grey on a tiled backdrop (3.3:1)
        // under AA; the audit agrees with it there as everywhere.
        let light = try await render(theme: "light")
        #expect(light.count == 9)
        for name in ["gradient-button", "translucent-parent", "text-fill-colour", "background-shorthand"] {
            let reading = try #require(light[name]?.pixels.minimum)
            #expect(reading < 4.5, "\(name): \(reading)")
        }
        for (name, (report, pixels)) in light.sorted(by: { $0.key < $1.key }) {
            expectAgreement(name, report, pixels.minimum)
        }
    }

    /// The audit read its one text from the pixels, and within 0.3 of the independent reading.
    func expectAgreement(_ name: String, _ report: [String: Any], _ reading: Double?) {
        let audit = report["contrast"] as? [String: Any]
        #expect(audit?["checked"] as? Int == 1 && audit?["painted"] as? Int == 1, "\(name): \(audit ?? [:])")
        let minimum = audit?["minimum"] as? Double ?? 0
        #expect(abs(minimum - (reading ?? 0)) <= 0.3, "\(name): audit \(minimum), pixels \(reading ?? 0)")
    }
}

extension RenderPaintContrastTests {
    /// `pixel-contrast.py --paper` on `png`: rows holding text, the share on a light background, the best
    /// contrast, the darkest ink.
    func paper(_ png: String) async throws -> [String: Double] {
        let script = try #require(Bundle.module.url(forResource: "Resources/pixel-contrast", withExtension: "py"))
        let reader = try ChildProcess("/usr/bin/env", ["python3", script.path, "--paper", png])
        #expect(await reader.wait() == 0, "\(reader.errorOutput)")
        return try #require(try JSONSerialization.jsonObject(with: Data(reader.output.utf8)) as? [String: Double])
    }

    @Test
    func printUnderTheDarkThemeIsDarkTextOnWhitePaper() async throws {
        let document = try #require(Self.fixtures).appendingPathComponent("gradient-cell.html").path
        let pdf = scratch.appendingPathComponent("dark.pdf").path
        let png = scratch.appendingPathComponent("dark-screen.png").path
        let run = try await binary.run(["render", "--json", "--theme", "dark", "--pdf", pdf, "--png", png, document])
        #expect(run.status == 0, "\(run.standardError)")
        // The PDF's first page as pixels, by poppler (no code of ours).
        let pages = scratch.appendingPathComponent("page").path
        let raster = try ChildProcess("/usr/bin/pdftoppm", ["-r", "150", "-png", "-f", "1", "-l", "1", pdf, pages])
        #expect(await raster.wait() == 0, "\(raster.errorOutput)")
        let printed = try await paper(pages + "-1.png")
        #expect(printed["rows"] ?? 0 >= 5, "\(printed)")
        #expect(printed["lightBackground"] ?? 0 >= 0.95, "\(printed)")
        #expect(printed["darkestInk"] ?? 1 <= 0.1, "\(printed)")
        #expect(printed["best"] ?? 0 >= 7, "\(printed)")
        // The control: the same reader sees the screen's dark rendering as light text on a dark background, and
        // the screen keeps it after printing (the snapshot is taken after the PDF).
        let screen = try await paper(png)
        #expect(screen["lightBackground"] ?? 1 <= 0.05, "\(screen)")
    }
}
