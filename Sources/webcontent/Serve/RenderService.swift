import Foundation
import WebContentCore
import WebContentMail

#if os(Linux)
import WebContentGTK
#endif

/// `webcontent serve`'s behaviour without the socket: admit, render on a warm lane, answer.
///
/// Every request gets an answer: its report (200 or 422), its PNG or PDF, or a refusal that says why (400 for
/// bad parameters, 413 for a body over the limit, 429 when the line is full, 503 when it waited past its
/// deadline). A render that fails or times out costs its engine, never the service: the lane replaces it.
@MainActor
final class RenderService {
    /// Whether the service takes work, as `GET /health` reports it.
    enum Health: String, Sendable {
        case starting
        case ready
        case draining
    }

    let queue: RenderQueue<ContinuousClock>
    let lanes: RenderLanes
    let metrics = ServeMetrics()
    /// How long a request may wait in line, and a document may take to render.
    let timeout: Duration
    var reader = InputReader()
    private(set) var health = Health.starting
    private let scratch: URL
    /// Recent render durations, for a `Retry-After` that reflects how fast the line moves.
    private var recentSeconds: [Double] = []

    init(jobs: Int, queue capacity: Int, timeout: Duration, recycleAfter: Int, memoryLimitMiB: Double?) {
        self.timeout = timeout
        queue = RenderQueue(slots: jobs, capacity: capacity, clock: ContinuousClock())
        lanes = RenderLanes(
            limit: jobs, recycleAfter: recycleAfter, memoryLimitMiB: memoryLimitMiB, timeout: timeout)
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "webcontent-serve-\(ProcessInfo.processInfo.processIdentifier)")
    }

    /// Starts an engine per slot for requests without options; the service is ready once they are warm.
    func warmUp() async throws {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try await lanes.warmUp(queue.slots, options: RenderRequestOptions())
        if health == .starting { health = .ready }
    }

    /// Stops reporting ready: the server stops taking connections next, and answers the requests it has.
    func beginDraining() {
        health = .draining
    }

    /// Closes every engine and removes the scratch folder; the server has answered its last request.
    func close() async {
        await lanes.closeAll()
        try? FileManager.default.removeItem(at: scratch)
    }

    /// Answers `GET /health`: 200 when ready, 503 while starting or draining.
    func healthReply() -> ServeReply {
        let body = OrderedJSON.object([
            ("status", .string(health.rawValue)), ("running", .int(queue.running)),
            ("waiting", .int(queue.waiting)),
        ])
        return .json(health == .ready ? 200 : 503, body.text)
    }

    /// Answers `GET /metrics` in Prometheus' text format.
    func metricsReply() -> ServeReply {
        let text = metrics.exposition(
            waiting: queue.waiting, running: queue.running,
            restarts: max(0, lanes.enginesStarted - queue.slots), webProcesses: Self.webProcessCount())
        return ServeReply(status: 200, contentType: "text/plain; version=0.0.4", body: Data(text.utf8))
    }

    /// Answers `POST /render`: `body` is the document, `contentType` says whether it is a message.
    func render(body: Data, contentType: String?, query: [(String, String)]) async -> ServeReply {
        let options: RenderRequestOptions
        do {
            options = try RenderRequestOptions(query: query)
        } catch {
            metrics.count(.invalid)
            return .error(400, error.description)
        }
        guard !body.isEmpty else {
            metrics.count(.invalid)
            return .error(400, "empty body: send the HTML document or the message (Content-Type: message/rfc822)")
        }
        let source = InputSource.file(options.name)
        let document: InputDocument
        do {
            document =
                try Self.isMessage(body, contentType: contentType)
                ? reader.decodeMessage(body, source: source) : reader.decode(body, source: source)
        } catch {
            metrics.count(.failed)
            return .json(
                422,
                ReportRecord.failure(input: options.name, width: options.width, reason: error.description).json.text)
        }
        do {
            try await queue.enter(deadline: .now + timeout)
        } catch .full {
            metrics.count(.full)
            return .error(
                429, "queue full: \(queue.running) rendering, \(queue.waiting) waiting", headers: retryAfter())
        } catch {
            metrics.count(.deadline)
            return .error(503, "could not start within \(RenderWorker.seconds(timeout))", headers: retryAfter())
        }
        let started = ContinuousClock.now
        let reply = await renderAdmitted(document, options: options)
        queue.leave()
        let elapsed = ContinuousClock.now - started
        metrics.recordLatency(elapsed)
        recentSeconds = Array((recentSeconds + [elapsed.seconds]).suffix(20))
        return reply
    }

    private func renderAdmitted(_ document: InputDocument, options: RenderRequestOptions) async -> ServeReply {
        let file = scratch.appendingPathComponent(UUID().uuidString + "." + options.format.rawValue).path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let targets = RenderTargets(
            png: options.format == .png ? file : nil, pdf: options.format == .pdf ? file : nil)
        let record = await lanes.render(document, options: options, targets: targets)
        guard record.ok else {
            metrics.count(.failed)
            return .json(422, record.json.text)
        }
        metrics.count(.ok)
        switch options.format {
        case .json:
            return .json(200, record.json.text)
        case .png, .pdf:
            guard let data = FileManager.default.contents(atPath: file) else {
                metrics.count(.failed)
                return .error(500, "the \(options.format.rawValue) was rendered but could not be read back")
            }
            let type = options.format == .png ? "image/png" : "application/pdf"
            return ServeReply(status: 200, contentType: type, body: data)
        }
    }

    /// Seconds until a slot is likely free: the line's length in recent render times, at least one.
    private func retryAfter() -> [String: String] {
        let average = recentSeconds.isEmpty ? 1 : recentSeconds.reduce(0, +) / Double(recentSeconds.count)
        let seconds = average * Double(queue.waiting + 1) / Double(queue.slots)
        return ["Retry-After": String(max(1, Int(seconds.rounded(.up))))]
    }

    /// A message when the client says so, else when the body starts like one and is not marked as HTML.
    nonisolated static func isMessage(_ body: Data, contentType: String?) -> Bool {
        let type = (contentType ?? "").split(separator: ";").first.map {
            $0.trimmingCharacters(in: .whitespaces).lowercased()
        }
        switch type {
        case "message/rfc822": return true
        case "text/html", "application/xhtml+xml": return false
        default: return MailMessage.looksLikeMessage(body)
        }
    }

    nonisolated static func webProcessCount() -> Int {
        #if os(Linux)
        ProcessMemory.webProcesses().count
        #else
        0
        #endif
    }
}
