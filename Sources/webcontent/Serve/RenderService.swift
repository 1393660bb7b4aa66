import Foundation
import WebContentCore
import WebContentEgress
import WebContentMail

#if os(Linux)
import WebContentGTK
#endif

/// `webcontent serve`'s behaviour without the socket: admit, render on a warm lane, answer.
///
/// Every request gets an answer: its report (200 or 422), its PNG or PDF, or a refusal that says why (400 for
/// bad parameters, 403 for more remote content than the operator's ceiling, 413 for a body over the limit, 429
/// when the line is full, 503 when it waited past its deadline, 504 when its whole deadline passed during the
/// render, with the report so far). A render that fails or times out costs its engine, never the service: the lane
/// replaces it.
@MainActor
final class RenderService {
    /// Whether the service takes work, as `GET /health` reports it.
    enum Health: String, Sendable {
        case starting
        case ready
        /// Warm, but a web process runs without WebKit's sandbox (and `--allow-unsandboxed` was not given).
        case unsandboxed
        case draining
    }

    let queue: RenderQueue<ContinuousClock>
    let lanes: RenderLanes
    let metrics = ServeMetrics()
    /// The web processes the memory watch killed, told to a render that lost its process meanwhile.
    let memoryKills = WebProcessMemoryWatch.Kills()
    /// A request's whole deadline from its admission on: the wait in line, render, snapshot and print.
    let timeout: Duration
    /// The most remote content a request may ask for.
    let ceiling: RemoteContentChoice
    /// Whether the service may report ready while web processes run unsandboxed.
    let allowsUnsandboxed: Bool
    var reader = InputReader()
    private var warm = false
    private var draining = false
    /// Web processes last seen outside their sandbox, and why WebKit started them so.
    private(set) var unsandboxed: (count: Int, reason: String) = (0, "")
    /// How many engines had started when the process table last showed web processes: `/health` and `/metrics`
    /// are open to anyone, so the table is walked again only once another engine has started, not per request.
    private var sandboxCheckedAt: Int?
    private let scratch: ScratchDirectory
    /// Recent render durations, for a `Retry-After` that reflects how fast the line moves.
    private var recentSeconds: [Double] = []

    init(
        jobs: Int, queue capacity: Int, timeout: Duration, recycleAfter: Int, memoryLimitMiB: Double?,
        ceiling: RemoteContentChoice = .block, maxPixels: Int? = nil, allowsUnsandboxed: Bool = false,
        egress: EgressPolicy = EgressPolicy()
    ) {
        self.timeout = timeout
        self.ceiling = ceiling
        self.allowsUnsandboxed = allowsUnsandboxed
        queue = RenderQueue(slots: jobs, capacity: capacity, clock: ContinuousClock())
        let metrics = metrics
        // Under a `block` ceiling nothing remote loads (the engines' rule list withholds it, SECURITY T2), so
        // there is no egress to filter; the gates come with a ceiling that lets loads happen, WebKit's or the
        // proxy loader's.
        let filter =
            ceiling != .block ? EgressFilter(policy: egress, onRefusal: { _ in metrics.countEgressRefusal() }) : nil
        lanes = RenderLanes(
            limit: jobs, recycleAfter: recycleAfter, memoryLimitMiB: memoryLimitMiB, timeout: timeout,
            maxPixels: maxPixels, egress: filter)
        scratch = ScratchDirectory()
    }

    /// The service's state now: the sandbox is read from the process table each time it is asked.
    var health: Health {
        if draining { return .draining }
        guard warm else { return .starting }
        checkSandbox()
        return unsandboxed.count > 0 && !allowsUnsandboxed ? .unsandboxed : .ready
    }

    /// Starts an engine per slot for requests without options; the service is ready once they are warm.
    func warmUp() async throws {
        try scratch.create()
        try await lanes.warmUp(queue.slots, options: RenderRequestOptions())
        warm = true
    }

    /// Stops reporting ready: the server stops taking connections next, and answers the requests it has.
    func beginDraining() {
        draining = true
    }

    /// Closes every engine and removes the scratch folder; the server has answered its last request.
    func close() async {
        await lanes.closeAll()
        scratch.remove()
    }

    /// Answers `GET /health`: 200 when ready, 503 while starting, unsandboxed or draining, with the reason.
    func healthReply() -> ServeReply {
        let health = health
        var members: [(String, OrderedJSON)] = [
            ("status", .string(health.rawValue)), ("running", .int(queue.running)), ("waiting", .int(queue.waiting)),
        ]
        if unsandboxed.count > 0 {
            members.append(
                (
                    "reason",
                    .string(
                        "\(unsandboxed.count) web process(es) run without WebKit's sandbox (they share the service's namespaces): \(unsandboxed.reason)"
                            + (allowsUnsandboxed
                                ? "; allowed by --allow-unsandboxed" : "; --allow-unsandboxed to serve anyway"))
                ))
        }
        return .json(health == .ready ? 200 : 503, OrderedJSON.object(members).text)
    }

    /// Answers `GET /metrics` in Prometheus' text format.
    func metricsReply() -> ServeReply {
        if warm { checkSandbox() }
        let text = metrics.exposition(
            waiting: queue.waiting, running: queue.running,
            restarts: max(0, lanes.enginesStarted - queue.slots), webProcesses: Self.webProcessCount(),
            unsandboxed: unsandboxed.count)
        return ServeReply(status: 200, contentType: "text/plain; version=0.0.4", body: Data(text.utf8))
    }

    /// Reads the web processes' namespaces once per set of engines; keeps the last finding while there are none
    /// to read.
    private func checkSandbox() {
        #if os(Linux)
        let engines = lanes.enginesStarted
        guard sandboxCheckedAt != engines else { return }
        let found = WebProcessSandbox.unsandboxed()
        guard found.checked > 0 else { return }
        sandboxCheckedAt = engines
        unsandboxed = (found.unsandboxed.count, found.unsandboxed.isEmpty ? "" : WebProcessSandbox.likelyReason)
        #endif
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
        if let asked = options.remoteContent, asked.exceeds(ceiling) {
            metrics.count(.refused)
            return .error(
                403,
                "remote-content=\(asked.rawValue) is over this service's ceiling (serve --remote-content \(ceiling.rawValue))"
            )
        }
        // The operator's --timeout is a ceiling too: a client may want its answer sooner, never later.
        var allowed = timeout
        if let asked = options.timeout {
            guard asked <= timeout.seconds else {
                metrics.count(.refused)
                let (spelt, ceiling) = (options.timeoutParameter ?? "timeout", RenderWorker.seconds(timeout))
                return .error(403, "\(spelt) is over this service's ceiling (serve --timeout \(ceiling))")
            }
            allowed = .milliseconds(Int64((asked * 1000).rounded()))
        }
        let deadline = ContinuousClock.now + allowed
        do {
            try await queue.enter(deadline: deadline)
        } catch .full {
            metrics.count(.full)
            return .error(
                429, "queue full: \(queue.running) rendering, \(queue.waiting) waiting", headers: retryAfter())
        } catch {
            metrics.count(.deadline)
            return .error(503, "could not start within \(RenderWorker.seconds(allowed))", headers: retryAfter())
        }
        defer { queue.leave() }
        // Decoded only once admitted, and off the main actor: a line of large bodies costs neither memory nor the
        // engines' thread.
        let reader = reader
        let name = options.name
        let decoded = await Task.detached { () -> Result<InputDocument, InputReader.ReadError> in
            let source = InputSource.file(name)
            return Result { () throws(InputReader.ReadError) -> InputDocument in
                try Self.isMessage(body, contentType: contentType)
                    ? reader.decodeMessage(body, source: source) : reader.decode(body, source: source)
            }
        }.value
        let document: InputDocument
        switch decoded {
        case .success(let value): document = value
        case .failure(let error):
            metrics.count(.failed)
            return .json(
                422,
                ReportRecord.failure(input: options.name, width: options.width, reason: error.description).json.text)
        }
        let started = ContinuousClock.now
        let reply = await renderAdmitted(document, options: options, deadline: deadline)
        let elapsed = ContinuousClock.now - started
        metrics.recordLatency(elapsed)
        recentSeconds = Array((recentSeconds + [elapsed.seconds]).suffix(20))
        return reply
    }

    private func renderAdmitted(
        _ document: InputDocument, options: RenderRequestOptions, deadline: ContinuousClock.Instant
    ) async -> ServeReply {
        let file = scratch.file(extension: options.format.rawValue)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let targets = RenderTargets(
            png: options.format == .png ? file : nil, pdf: options.format == .pdf ? file : nil, deadline: deadline,
            deadlineName: options.timeoutParameter ?? "--timeout")
        let started = ContinuousClock.now
        var record = await lanes.render(document, options: options, targets: targets)
        if !record.ok, memoryKills.any(since: started),
            record.errors.contains(where: { $0.contains("web process terminated") })
        {
            record.errors.append("the service killed a web process that passed --engine-memory during this render")
        }
        // A client learns nothing of the service's file system: the scratch file is named by its role only.
        record.pdfPath = nil
        record.errors = record.errors.map { $0.replacingOccurrences(of: file, with: "the scratch file") }
        guard record.ok else {
            // Past the deadline: 504 with what the report says so far.
            let late = ContinuousClock.now >= deadline
            metrics.count(late ? .late : .failed)
            return .json(late ? 504 : 422, record.json.text)
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
