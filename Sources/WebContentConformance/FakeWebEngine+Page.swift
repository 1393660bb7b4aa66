import Foundation
import WebContentCore

extension FakeWebEngine {
    /// Answers one step as WebContentKit's page scripts would, from a rough model of the content.
    func answer(_ name: String, payload: JSONValue) async throws -> JSONValue {
        if let handler = stepHandlers[name] { return try await handler(payload) }
        switch name {
        case RenderStepName.insertContent:
            let policy = payload["policy"]?.stringValue ?? "block"
            insertedPolicies.append(policy)
            // The sanitizer's remote-content rule, roughly: under block, remote image sources go and are counted.
            var html = payload["html"]?.stringValue ?? ""
            var blocked = 0
            if policy == "block" {
                let remote = #"(<img [^>]*)src="https?://[^"]*""#
                blocked = Self.allMatches(remote, in: html).count
                html = html.replacingOccurrences(
                    of: remote, with: "$1", options: [.regularExpression, .caseInsensitive])
            }
            insertedContent = html
            generation = RenderGeneration(UInt64(payload["generation"]?.doubleValue ?? 0))
            return .object([
                "removed": .object(["elements": .number(0), "attributes": .number(0), "urls": .number(0)]),
                "remote": .object(["blocked": .number(Double(blocked)), "trackers": .number(0)]),
                "title": Self.firstMatch(#"<title>([^<]*)</title>"#, in: insertedContent ?? "").map(JSONValue.string)
                    ?? .null,
            ])
        case "print.header":
            printHeader = payload
            if case .object(let members) = payload { return .object(["lines": .number(Double(members.count))]) }
            return .object(["lines": .number(0)])
        case "print.clear":
            printHeader = nil
            return .bool(true)
        case RenderStepName.begin:
            generation = RenderGeneration(UInt64(payload["generation"]?.doubleValue ?? 0))
            return .null
        case "debug.wait" where documentScripts.contains { $0.name == ConformanceScripts.debugWait.name }:
            try await Task.sleep(for: .milliseconds(payload["ms"]?.doubleValue ?? 0))
            return .null
        case RenderStepName.collect:
            let links = Self.allMatches(#"<a [^>]*href="([^"]*)"[^>]*>([^<]*)</a>"#, in: content)
            let images = Self.allMatches(#"<img [^>]*src="([^"]*)""#, in: content)
            return .object([
                "links": .array(links.map { .object(["href": .string($0[0]), "text": .string($0[1])]) }),
                "images": .array(
                    images.map { .object(["src": .string($0[0]), "width": .number(0), "height": .number(0)]) }),
                "embeds": .array([]),
            ])
        case RenderStepName.measure:
            // The model's layout: blocks with an explicit height stack up; nothing else takes room.
            let heights = Self.allMatches(#"height:\s*(\d+)px"#, in: content).compactMap { Double($0[0]) }
            contentSize = ContentSize(width: viewportWidth, height: heights.reduce(0, +))
            return .object(["width": .number(contentSize.width), "height": .number(contentSize.height)])
        case RenderStepName.colours:
            // The model has no styles: nothing to darken, the mode as asked.
            let mode = payload["mode"]?.stringValue ?? ContentColourMode.adapted.rawValue
            return .object([
                "mode": .string(mode), "palette": .string(mode == "original" ? "original" : "light"),
                "adjusted": .number(0),
            ])
        case RenderStepName.fitWidth, RenderStepName.textScale, RenderStepName.lazyImages,
            RenderStepName.collapseQuotes, RenderStepName.settle:
            return .object([:])
        default:
            // As the real bridge rejects a call to a name nobody registered (bridge.js, `invoke`).
            throw WebContentError.javaScript(name: "UnknownHandler", message: "no handler named \(name)")
        }
    }

    private var content: String { insertedContent ?? loadedHTML ?? "" }

    func failPending(_ error: WebContentError) {
        let waiting = pending
        pending = [:]
        for continuation in waiting.values { continuation.resume(throwing: error) }
    }

    static func firstMatch(_ pattern: String, in text: String) -> String? {
        allMatches(pattern, in: text).first?.first
    }

    static func allMatches(_ pattern: String, in text: String) -> [[String]] {
        guard let regex = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).map { match in
            (1..<match.numberOfRanges).map { index in
                Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
            }
        }
    }
}
