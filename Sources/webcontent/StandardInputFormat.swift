import ArgumentParser

/// What standard input (`-`) holds: decided from its first lines (`auto`), or as the user says.
enum StandardInputFormat: String, CaseIterable, Sendable, ExpressibleByArgument {
    /// A MIME message when it starts with a message's header block (see `MailMessage.looksLikeMessage`), else HTML.
    case auto
    case html
    /// An RFC 822 message, read like an .eml file.
    case eml
}
