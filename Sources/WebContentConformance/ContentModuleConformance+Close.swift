import Foundation
import WebContentCore

extension ContentModuleConformance {
    /// Closing the module ends its engine through the module alone: the render in flight is never reported, whoever
    /// waits for it hears `engineClosed`, the engine itself refuses a load, later renders, pictures and PDFs fail
    /// with `engineClosed`, and a second close changes nothing.
    public func closingTheModuleEndsItsEngine() async throws {
        try await withModule { module, engine, output, _ in
            _ = try await module.renderAndWait(Self.block(300, "open")).get()
            // The control: the open module gives its picture and its PDF through the same calls that must fail later.
            _ = try Self.pngSize(try await module.snapshotPNG())
            let pdf = try await module.printPDF(header: nil)
            try require(pdf.starts(with: Data("%PDF".utf8)), "not a PDF: \(pdf.prefix(8))")
            let reportedBefore = output.heights.count
            module.render(Self.block(900, "in flight"))
            await module.close()
            try Self.requireClosed(await module.waitUntilRendered(), "the render in flight")
            // The engine's own refusal, not the module's bookkeeping: a load straight on it fails.
            try await Self.requireEngineClosed("a load on the engine") {
                try await engine.loadHTML("<p>after</p>", baseURL: nil)
            }
            try Self.requireClosed(await module.renderAndWait(Self.block(200, "later")), "a later render")
            try await Self.requireEngineClosed("a snapshot") { _ = try await module.snapshotPNG() }
            try await Self.requireEngineClosed("a PDF") { _ = try await module.printPDF(header: nil) }
            await module.close()
            try require(
                output.heights.count == reportedBefore,
                "heights reported after close: \(output.heights.dropFirst(reportedBefore))")
        }
    }

    static func requireClosed(_ result: Result<ContentRenderResult, WebContentError>, _ what: String) throws {
        guard case .failure(let error) = result else { throw ConformanceFailure("\(what) rendered after close") }
        try require(error.code == .engineClosed, "\(what) failed with \(error), expected engineClosed")
    }

    static func requireEngineClosed(_ what: String, _ operation: () async throws -> Void) async throws {
        do {
            try await operation()
        } catch let error as WebContentError {
            try require(error.code == .engineClosed, "\(what) failed with \(error), expected engineClosed")
            return
        }
        throw ConformanceFailure("\(what) succeeded after close")
    }
}
