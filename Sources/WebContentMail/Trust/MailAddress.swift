import Foundation

/// An e-mail address as a trust decision needs it: the mailbox a `From:` field really names, not its display
/// name (`"bank@trusted.example" <someone@elsewhere.example>` is elsewhere.example's).
public struct MailAddress: Hashable, Sendable {
    /// The local part as written.
    public let localPart: String
    /// The domain, lower-cased, without a trailing dot.
    public let domain: String

    /// `local@domain`, the domain lower-cased.
    public var address: String { localPart + "@" + domain }

    /// Parses one bare address (`ana@allotment.example`); nil when it is not one.
    public init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let at = trimmed.lastIndex(of: "@") else { return nil }
        let local = String(trimmed[..<at])
        var domain = trimmed[trimmed.index(after: at)...].lowercased()
        if domain.hasSuffix(".") { domain.removeLast() }
        guard !local.isEmpty, !domain.isEmpty, domain.contains("."),
            !trimmed.contains(where: { $0.isWhitespace || $0 == "<" || $0 == ">" || $0 == "," }),
            !domain.contains("@")
        else { return nil }
        localPart = local
        self.domain = domain
    }

    /// The first mailbox of an address-list field value: the `<angle address>` when there is one (outside
    /// quotes and comments), else the bare address before any comma.
    public static func first(in field: String) -> MailAddress? {
        let text = AuthenticationResult.withoutComments(field)
        var (inQuotes, escaped) = (false, false)
        var angle: String?
        var bare = ""
        for character in text {
            if escaped {
                escaped = false
                if angle != nil { angle?.append(character) } else { bare.append(character) }
            } else if character == "\\" {
                escaped = true
            } else if inQuotes {
                if character == "\"" { inQuotes = false }  // a display name never counts as the address
            } else {
                switch character {
                case "\"": inQuotes = true
                case "<": angle = ""
                case ">": if let angle { return MailAddress(angle) }
                case "," where angle == nil: return MailAddress(bare)
                default: if angle != nil { angle?.append(character) } else { bare.append(character) }
                }
            }
        }
        return angle == nil ? MailAddress(bare) : nil
    }
}
