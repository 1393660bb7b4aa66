#if canImport(CWebKitGTK)
public import Foundation
public import WebContentCore
import WebContentPageSession

extension GTKWebEngine {
    /// Evaluates `source` in `world`; fails with `.timeout` after `timeout`, `.javaScript` when it throws.
    public func evaluateJavaScript(_ source: String, in world: ScriptWorld, timeout: Duration) async throws -> JSONValue
    {
        guard !isClosed else { throw WebContentError.engineClosed }
        let ticket = loadTicket
        await hostIsUpToDate()
        return try await host.evaluate(source, world: world.name, ticket: ticket, timeout: timeout)
    }

    /// Calls an async function body with `arguments` passed as values and awaits its Promise.
    public func callAsyncJavaScript(
        _ body: String, arguments: [String: JSONValue], in world: ScriptWorld, timeout: Duration
    ) async throws -> JSONValue {
        guard !isClosed else { throw WebContentError.engineClosed }
        let ticket = loadTicket
        await hostIsUpToDate()
        return try await host.callAsync(body, arguments: arguments, world: world.name, ticket: ticket, timeout: timeout)
    }

    /// Calls a bridge handler over the page's call channel: one message each way, the payload a value.
    public func callBridge(_ handler: String, payload: JSONValue, timeout: Duration) async throws -> JSONValue {
        guard !isClosed else { throw WebContentError.engineClosed }
        let ticket = loadTicket
        await hostIsUpToDate()
        return try await host.callBridge(handler, payload: payload, ticket: ticket, timeout: timeout)
    }

    /// Every page of this adapter runs the package's scripts, `render.run` among them: one call, one paint.
    public var runsRenderStepsInOneCall: Bool { true }

    /// A PNG image of the whole document, as tall as the content the page measures now when it is shorter
    /// than the window (WebKit's full-document snapshot never is), and no taller than `maximumHeight`.
    public func snapshotPNG(maximumHeight: Double?) async throws -> Data {
        try await capturePNG(maximumHeight: maximumHeight).png()
    }

    /// The document's pixels, taken now, and their PNG encoding, run when asked on a detached task (it needs
    /// neither the engine nor the GLib thread).
    public func capturePNG(maximumHeight: Double?) async throws -> PNGCapture {
        let bitmap = try await snapshotBitmap(maximumRows: nil, maximumHeight: maximumHeight)
        return PNGCapture { try await SnapshotPNGEncoder.encodeOffThread(bitmap) }
    }

    /// The whole document's pixels, cropped as ``snapshotPNG()`` crops them and to `maximumRows` rows, in GDK's
    /// own byte order (no conversion pass over a tall page).
    public func snapshotPixels(maximumRows: Int) async throws -> ContentPixels {
        let bitmap = try await snapshotBitmap(maximumRows: maximumRows, maximumHeight: nil)
        guard let pixels = ContentPixels(width: bitmap.width, height: bitmap.height, bytes: bitmap.bytes, order: .bgra)
        else { throw WebContentError.malformedResult("snapshot of \(bitmap.width) x \(bitmap.height) px") }
        return pixels
    }

    /// The document's pixels as the host copies them, cut to the content's measured height, `maximumHeight` CSS
    /// pixels and `maximumRows`.
    private func snapshotBitmap(maximumRows: Int?, maximumHeight: Double?) async throws -> SnapshotBitmap {
        guard !isClosed else { throw WebContentError.engineClosed }
        let ticket = loadTicket
        let measured = await measuredContentHeight(timeout: configuration.stepTimeout)
        let height = [measured, maximumHeight].compactMap { $0 }.min()
        await hostIsUpToDate()
        let timeout = WholeDocumentCapture.timeout(stepTimeout: configuration.stepTimeout)
        return try await host.snapshotBitmap(
            ticket: ticket, timeout: timeout, contentHeight: height, maximumRows: maximumRows)
    }
}
#endif
