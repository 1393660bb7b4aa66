import Foundation
import Prometheus

/// The service's Prometheus metrics: renders by outcome, the line, render latency, engine restarts, web processes.
///
/// The web-process count is read from the process table when scraped, not kept by the service: a leaked engine
/// shows up there whatever the service believes.
final class ServeMetrics: Sendable {
    /// How a request ended, as the `outcome` label says it.
    enum Outcome: String, CaseIterable, Sendable {
        /// Rendered, answered 200.
        case ok
        /// Rendered with errors or unreadable, answered 422 with its report.
        case failed
        /// Refused at once: every slot busy and the line full (429).
        case full
        /// Waited in line past its deadline (503).
        case deadline
        /// Malformed parameters or body (4xx).
        case invalid
        /// Refused at the door: no token (401), more remote content than the ceiling (403), a body that is no
        /// document (415), a foreign Host (421).
        case refused
        /// Its whole deadline passed during the render (504).
        case late
    }

    let registry = PrometheusCollectorRegistry()
    private let outcomes: [Outcome: Counter]
    private let latency: DurationHistogram
    private let waiting: Gauge
    private let running: Gauge
    private let restarts: Gauge
    private let webProcesses: Gauge
    private let unsandboxed: Gauge
    private let egressRefused: Counter
    private let memoryKills: Counter

    init() {
        var outcomes: [Outcome: Counter] = [:]
        let renders = Self.name("renders", unit: "total", help: "Render requests by how they ended.")
        for outcome in Outcome.allCases {
            outcomes[outcome] = registry.makeCounter(descriptor: renders, labels: [("outcome", outcome.rawValue)])
        }
        self.outcomes = outcomes
        latency = registry.makeDurationHistogram(
            descriptor: Self.name(
                "render_duration", unit: "seconds",
                help: "Time from admission to the rendered answer, queue wait excluded."),
            buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30].map { Duration.milliseconds(Int64($0 * 1000)) })
        waiting = registry.makeGauge(descriptor: Self.name("queue_depth", help: "Requests waiting for a render slot."))
        running = registry.makeGauge(descriptor: Self.name("renders_in_flight", help: "Renders holding a slot."))
        restarts = registry.makeGauge(
            descriptor: Self.name(
                "engine_restarts",
                help: "Engines started since warm-up beyond the first one per slot (replacements and recycles)."))
        webProcesses = registry.makeGauge(
            descriptor: Self.name(
                "web_processes", help: "WebKit web processes below the service, from the process table."))
        egressRefused = registry.makeCounter(
            descriptor: Self.name(
                "egress_refused", unit: "total",
                help:
                    "Remote loads the egress filter refused (a special-purpose address, or one the operator did not open)."
            ))
        memoryKills = registry.makeCounter(
            descriptor: Self.name(
                "web_processes_killed_for_memory", unit: "total",
                help: "Web processes killed for passing --engine-memory (their render fails)."))
        unsandboxed = registry.makeGauge(
            descriptor: Self.name(
                "web_processes_unsandboxed",
                help: "Web processes sharing the service's mount, PID or network namespace (WebKit's sandbox off)."))
    }

    /// `webcontent_<name>[_<unit>]`.
    private static func name(_ name: String, unit: String = "", help: String) -> MetricNameDescriptor {
        MetricNameDescriptor(namespace: "webcontent", metricName: name, unitName: unit, helpText: help)
    }

    func count(_ outcome: Outcome) {
        outcomes[outcome]?.increment()
    }

    func countMemoryKill() {
        memoryKills.increment()
    }

    func countEgressRefusal() {
        egressRefused.increment()
    }

    func recordLatency(_ duration: Duration) {
        latency.record(duration)
    }

    /// The text format, with the gauges set from the service's state and the process table first.
    func exposition(waiting: Int, running: Int, restarts: Int, webProcesses: Int, unsandboxed: Int) -> String {
        self.unsandboxed.set(Double(unsandboxed))
        self.waiting.set(Double(waiting))
        self.running.set(Double(running))
        self.restarts.set(Double(restarts))
        self.webProcesses.set(Double(webProcesses))
        return registry.emitToString()
    }
}
