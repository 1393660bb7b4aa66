import Foundation
import Testing
import WebContentCore

@testable import WebContentGTK

extension GTKContentSafetySuite {
    /// Each corpus document's height is stable across renders (with another document in between, on the same
    /// module) and matches its full-document snapshot.
    ///
    /// The GTK window is 600 px tall and WebKit's full-document snapshot is never shorter than the viewport; the
    /// adapter crops it to the measured content, so every snapshot, short or tall, must match the reported height.
    ///
    /// Content that fit-to-width zoomed down (wide e-mail tables) is included: its reported height is what is on
    /// screen (WebKit measures a zoomed element in unzoomed pixels; the measure step scales them), which is what
    /// the snapshot shows. Before that fix, m0015 reported 1876 px for a 1065 px snapshot.
    @Suite @MainActor
    struct SafeContentHeightTests {
        static let windowHeight = 600

        /// The pixel height in a PNG's IHDR chunk.
        static func pngHeight(_ png: Data) -> Int? {
            let bytes = [UInt8](png.prefix(24))
            guard bytes.count == 24, bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
            return bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        }

        @Test(.timeLimit(.minutes(5)))
        func heightsAreStableAndMatchTheSnapshot() async throws {
            let corpus = try SafeContentCorpus.load()
            let configuration = WebViewConfiguratorFactory.make(.email).set(viewportWidth: 400).build()
            let (unstable, mismatched, tall, checked) = try await EngineFixture.with(configuration) { engine in
                let module = ContentAssembly.assemble(engine: engine)
                var first: [Double] = []
                // Pass one: every document, each followed by the next one (render A, render B, ...).
                for document in corpus.documents {
                    let result = try await module.renderAndWait(
                        ContentDocument(html: document.html, kind: document.kind)
                    ).get()
                    first.append(result.height)
                }
                // Pass two: each again, then its snapshot.
                var unstable: [String] = []
                var mismatched: [String] = []
                var tall = 0
                for (index, document) in corpus.documents.enumerated() {
                    let result = try await module.renderAndWait(
                        ContentDocument(html: document.html, kind: document.kind)
                    ).get()
                    if abs(result.height - first[index]) > 0.5 {
                        unstable.append("\(document.name): \(first[index]) then \(result.height)")
                    }
                    let png = try await engine.snapshotPNG()
                    let pixels = try #require(Self.pngHeight(png))
                    let reported = Int(result.height.rounded())
                    if reported > Self.windowHeight { tall += 1 }
                    if abs(pixels - reported) > 2 || reported <= 0 {
                        mismatched.append("\(document.name): reported \(reported), snapshot \(pixels)")
                    }
                }
                return (unstable, mismatched, tall, corpus.documents.count)
            }
            print(
                """
                figure: T2 heights: \(checked) documents rendered twice with another in between: \(unstable.count) unstable; \
                snapshots compared within 2 px: \(tall) taller than the \(Self.windowHeight) px window, \
                \(checked - tall) shorter (cropped to the content); \(mismatched.count) mismatched
                """)
            #expect(unstable.isEmpty, "\(unstable.prefix(10))")
            #expect(mismatched.isEmpty, "\(mismatched.prefix(10))")
            #expect(tall >= 50)
        }
    }
}
