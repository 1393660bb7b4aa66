/// A parsed path pattern of a ``RouteRule``.
package struct RoutePattern: Hashable, Sendable {
    package enum Segment: Hashable, Sendable {
        case literal(String)
        case parameter(String)
        /// `*`: exactly one segment, not captured.
        case wildcard
        /// `**`: zero or more trailing segments.
        case rest
    }

    package let segments: [Segment]

    /// The trie records which segments it captured in a 64-bit mask.
    static let maxSegments = 64

    /// Parses `pattern`; the thrown string says what is wrong, for
    /// ``WebContentError/invalidRoute(index:name:reason:)``.
    init(parsing pattern: String) throws(RoutePatternProblem) {
        guard pattern.hasPrefix("/") else { throw RoutePatternProblem("pattern \"\(pattern)\" must start with \"/\"") }
        var segments: [Segment] = []
        var names = Set<String>()
        let parts = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard parts.count <= Self.maxSegments else {
            throw RoutePatternProblem("pattern \"\(pattern.prefix(80))\" has more than \(Self.maxSegments) segments")
        }
        for (position, part) in parts.enumerated() {
            if part == "**" {
                guard position == parts.count - 1 else {
                    throw RoutePatternProblem("\"**\" must be the last segment of \"\(pattern)\"")
                }
                segments.append(.rest)
            } else if part == "*" {
                segments.append(.wildcard)
            } else if part.hasPrefix(":") {
                let name = String(part.dropFirst())
                guard Self.isIdentifier(name) else {
                    throw RoutePatternProblem(
                        "parameter \"\(part)\" in \"\(pattern)\" needs a name of letters, digits and _")
                }
                guard names.insert(name).inserted else {
                    throw RoutePatternProblem("parameter \":\(name)\" appears twice in \"\(pattern)\"")
                }
                segments.append(.parameter(name))
            } else {
                if let bad = part.unicodeScalars.first(where: Self.isForbiddenInLiteral) {
                    throw RoutePatternProblem(
                        "segment \"\(part)\" of \"\(pattern)\" contains \"\(bad.escaped(asASCII: true))\"")
                }
                segments.append(.literal(part))
            }
        }
        self.segments = segments
    }

    /// Parameter and wildcard segments in order: the name captured at each single-segment slot (nil for `*`).
    var captureNames: [String?] {
        segments.compactMap { segment -> String?? in
            switch segment {
            case .parameter(let name): return .some(name)
            case .wildcard: return .some(nil)
            case .literal, .rest: return nil
            }
        }
    }

    private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic)
        else {
            return false
        }
        return name.unicodeScalars.allSatisfy {
            $0 == "_" || ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0)
        }
    }

    /// Wildcards must be whole segments; `%`, `?`, `#`, spaces and controls have no meaning in a literal.
    private static func isForbiddenInLiteral(_ scalar: Unicode.Scalar) -> Bool {
        "*%?#".unicodeScalars.contains(scalar) || scalar.properties.isWhitespace
            || scalar.properties.generalCategory == .control
    }
}

/// What is wrong with a pattern or host, in words.
struct RoutePatternProblem: Error, Hashable, Sendable {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
