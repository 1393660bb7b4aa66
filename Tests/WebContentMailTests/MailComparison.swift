import Foundation

@testable import WebContentMail

/// A message as ``MailMessage`` and Python's `email` (policy `default`, tools/mail-diff/read_mail.py) read it,
/// compared field by field: each field agrees, differs for a reason a ``Rule`` names and checks, or differs
/// unexplained (a test failure).
struct MailComparison {
    /// Why the two readers may differ. Each rule is checked, not just claimed: it holds only when the data show it.
    enum Rule: String, CaseIterable, Sendable {
        /// The charset label's WHATWG decoder is not Python's codec of the same name (gb2312 is GBK; iso-8859-1
        /// and us-ascii are windows-1252; big5 has HKSCS; shift_jis is windows-31j; euc-kr is windows-949;
        /// koi8-u is KOI8-RU; iso-2022-kr is the replacement encoding), or Python knows no codec for the label
        /// and the reader's fallback order read it. Holds when read_mail.py's "whatwg" reading (Python's own
        /// codecs under the standard's label rules) gives the reader's text.
        case whatwgLabel
        /// Python shows U+FFFD where its codec failed (or for raw 8-bit header bytes, which policy `default`
        /// keeps undecoded) and the reader decodes characters. Holds when Python's text with each run of U+FFFD
        /// standing for a run of non-ASCII characters matches the reader's text exactly.
        case pythonReplaced
        /// Python's reader raised for the field (get_content on a charset Python has no codec for). Holds only
        /// when the reader's text is the "whatwg" reading.
        case pythonRaised
        /// An unquoted parameter value holding a character RFC 2045 does not allow in a token (`filename=attach/01`):
        /// Python's policy `default` cuts it there, the reader (as mail clients do) keeps it to the `;`. Holds when
        /// Python's value is the reader's up to such a character.
        case unquotedSpecial
        /// get_body() finds no body, and the reader shows a fallback one: a text part inside an attached message
        /// or an attachment, which get_body never returns. Holds when it is one of Python's text parts.
        case fallbackBody
    }

    enum Outcome: Equatable, Sendable {
        case agree
        case explained(Rule)
        case unexplained(ours: String, python: String)
    }

    let message: MailMessage
    let python: [String: Any]

    /// Every field's outcome: subject, sender, date, body, bodyText, attachments.
    var outcomes: [(field: String, outcome: Outcome)] {
        let whatwg = python["whatwg"] as? [String: Any] ?? [:]
        return [
            ("subject", text(message.subject, python["subject"], whatwg: whatwg["subject"])),
            ("sender", sender()),
            ("date", date()),
            ("body", bodyType()),
            ("bodyText", bodyText()),
            ("attachments", attachments()),
        ]
    }

    /// Whitespace runs made one space, ends trimmed: folding and line ends are not content.
    static func normalized(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    private func text(_ ours: String?, _ theirs: Any?, whatwg: Any?) -> Outcome {
        let mine = ours.map(Self.normalized)
        if let error = (theirs as? [String: Any])?["error"] as? String {
            return mine != nil && mine == (whatwg as? String).map(Self.normalized)
                ? .explained(.pythonRaised)
                : .unexplained(ours: mine ?? "nil", python: error)
        }
        let python = (theirs as? String).map(Self.normalized)
        if mine == python { return .agree }
        guard let mine, let python else { return .unexplained(ours: mine ?? "nil", python: python ?? "nil") }
        if let whatwg = whatwg as? String, Self.normalized(whatwg) == mine { return .explained(.whatwgLabel) }
        if Self.matchesReplacing(python, mine) { return .explained(.pythonReplaced) }
        return .unexplained(ours: mine, python: python)
    }

    /// Whether `ours` is `python` with each run of U+FFFD read as a run of non-ASCII characters.
    static func matchesReplacing(_ python: String, _ ours: String) -> Bool {
        guard python.contains("\u{FFFD}") else { return false }
        // A run of U+FFFD is one wildcard: consecutive wildcards would make the match backtrack exponentially.
        var pieces = python.split(separator: "\u{FFFD}", omittingEmptySubsequences: false).map(String.init)
        pieces = pieces.enumerated().filter { !$0.element.isEmpty || $0.offset == 0 || $0.offset == pieces.count - 1 }
            .map(\.element)
        let pattern =
            "^" + pieces.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "[^\\x00-\\x7F]+") + "$"
        guard let expression = try? NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators]) else {
            return false
        }
        return expression.firstMatch(in: ours, range: NSRange(ours.startIndex..., in: ours)) != nil
    }

    private func sender() -> Outcome {
        // Python re-writes the field (quotes dropped, addresses re-joined): the same names and addresses agree.
        if let ours = message.sender.map(Self.normalized), let addresses = python["addresses"] as? [[String]],
            !addresses.isEmpty
        {
            let plain = ours.replacingOccurrences(of: "\"", with: "").replacingOccurrences(of: "\\", with: "")
                .lowercased()
            let same = addresses.allSatisfy { pair in
                guard pair.count == 2, plain.contains(pair[1].lowercased()) else { return false }
                let name = Self.normalized(pair[0]).lowercased()
                return name.isEmpty || plain.contains(name)
            }
            if same { return .agree }
        }
        return text(message.sender, python["sender"], whatwg: (python["whatwg"] as? [String: Any])?["sender"])
    }

    private func date() -> Outcome {
        let ours = message.date.map { Int($0.timeIntervalSince1970) }
        let theirs = python["date"] as? Int
        return ours == theirs
            ? .agree : .unexplained(ours: ours.map(String.init) ?? "nil", python: theirs.map(String.init) ?? "nil")
    }

    private var pythonBody: [String: Any]? { python["body"] as? [String: Any] }

    private func bodyType() -> Outcome {
        let ours = message.body.map { $0.source == .html ? "text/html" : "text/plain" }
        let theirs = pythonBody?["type"] as? String
        if ours == theirs { return .agree }
        if theirs == nil, isFallbackBody { return .explained(.fallbackBody) }
        return .unexplained(ours: ours ?? "nil", python: theirs ?? "nil")
    }

    private func bodyText() -> Outcome {
        if pythonBody == nil, message.body != nil {
            return isFallbackBody ? .explained(.fallbackBody) : .unexplained(ours: "a body", python: "nil")
        }
        return text(message.body?.text, pythonBody?["text"], whatwg: pythonBody?["whatwg"])
    }

    /// Whether the reader's body is one of the text parts get_body skips.
    private var isFallbackBody: Bool {
        guard let ours = message.body.map({ Self.normalized($0.text) }) else { return false }
        let parts = python["textParts"] as? [[String: Any]] ?? []
        return parts.contains { part in
            [part["text"], part["whatwg"]].contains { ($0 as? String).map(Self.normalized) == ours }
        }
    }

    private func attachments() -> Outcome {
        guard let theirs = python["attachments"] as? [String] else {
            return .unexplained(ours: "\(message.attachmentNames)", python: "\(python["attachments"] ?? "nil")")
        }
        let ours = message.attachmentNames
        if ours == theirs { return .agree }
        guard ours.count == theirs.count else { return .unexplained(ours: "\(ours)", python: "\(theirs)") }
        let whatwg = python["whatwgAttachments"] as? [Any] ?? []
        var rules: [Rule] = []
        let specials = Set("()<>@,;:\\\"/[]?=")
        for (index, name) in ours.enumerated() where name != theirs[index] {
            if name.hasPrefix(theirs[index]), let next = name.dropFirst(theirs[index].count).first,
                specials.contains(next)
            {
                rules.append(.unquotedSpecial)
                continue
            }
            let alternative = index < whatwg.count ? whatwg[index] : nil
            switch text(name, theirs[index], whatwg: alternative) {
            case .agree: continue
            case .explained(let rule): rules.append(rule)
            case .unexplained: return .unexplained(ours: "\(ours)", python: "\(theirs)")
            }
        }
        return rules.first.map(Outcome.explained) ?? .agree
    }
}
