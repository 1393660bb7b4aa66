import Foundation
import WebContentConformance
import WebContentCore

/// R5ns and R5: one decision of a compiled 1,000-rule table, and its speed-up over per-rule regular expressions.
///
/// Each decision is timed on its own (the clock read costs some tens of ns, the same on both sides); the two
/// matchers alternate pass by pass (all URLs through one, then all through the other), because alternating URL
/// by URL puts a 1,000-regex scan between two trie decisions, and the trie is then timed with the caches the
/// scan evicted: that per-URL figure is kept as a note. Both decide from the URL, normalisation included.
struct RouteFigures {
    let settings: BenchSettings

    func measure() throws -> [Figure] {
        let workload = RouteWorkload(ruleCount: settings.routeRules, urlCount: settings.routeURLs)
        let table = try RouteTable(rules: workload.rules)
        let naive = try NaiveRouteMatcher(rules: workload.rules)
        var matched = 0
        var disagreements = 0
        for url in workload.urls {
            let fast = table.match(url)
            if fast != nil { matched += 1 }
            if fast != naive.match(url) { disagreements += 1 }
        }
        var ours = Samples()
        var reference = Samples()
        var sink = 0
        let requests = workload.urls.map(RouteRequest.init)
        var prepared = Samples()
        var interleaved = Samples()
        for _ in 0..<settings.routePasses {
            for request in requests {
                let start = ContinuousClock.now
                sink &+= table.match(request)?.ruleIndex ?? -1
                prepared.add(nanoseconds(since: start))
            }
            for url in workload.urls {
                let start = ContinuousClock.now
                sink &+= table.match(url)?.ruleIndex ?? -1
                ours.add(nanoseconds(since: start))
            }
            for url in workload.urls {
                let naiveStart = ContinuousClock.now
                sink &+= naive.match(url)?.ruleIndex ?? -1
                reference.add(nanoseconds(since: naiveStart))
                let start = ContinuousClock.now
                sink &+= table.match(url)?.ruleIndex ?? -1
                interleaved.add(nanoseconds(since: start))
            }
        }
        let workloadNote =
            "\(workload.rules.count) rules, \(workload.urls.count) URLs (\(matched) match a rule), \(settings.routePasses) passes, matchers alternating per pass; checksum \(sink)"
        let agreement = "the table and the regex matcher disagree on \(disagreements) URLs"
        let trieLabel = "RouteTable.match(URL): compiled trie, URL normalisation included"
        let naiveLabel = "NaiveRouteMatcher.match(URL): one NSRegularExpression per rule, in order"

        var perDecision = Figure(.r5PerDecision)
        perDecision.ours = ours.summary.map { .init(label: trieLabel, summary: $0) }
        perDecision.notes = [
            workloadNote, agreement,
            "the same decisions from already-normalised requests (RouteRequest, no URL parsing): median \(Format.number(prepared.median ?? 0)) ns",
            "the same decisions each timed right after a regex-matcher decision (caches evicted by its 1,000 regexes): median \(Format.number(interleaved.median ?? 0)) ns",
        ]

        var speedUp = Figure(.r5)
        speedUp.ours = perDecision.ours
        speedUp.reference = reference.summary.map { .init(label: naiveLabel, summary: $0) }
        speedUp.notes = [workloadNote, agreement]
        return [perDecision, speedUp]
    }

    private func nanoseconds(since start: ContinuousClock.Instant) -> Double {
        let (seconds, attoseconds) = (ContinuousClock.now - start).components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}
