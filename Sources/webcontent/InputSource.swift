import Foundation

/// One document to render: a file found on the command line or in a folder, or standard input.
enum InputSource: Sendable, Hashable {
    /// A path as the user spelled it (or as found under a folder they named).
    case file(String)
    case standardInput

    /// How the report names it: the path as found, or `-`.
    var name: String {
        switch self {
        case .file(let path): path
        case .standardInput: "-"
        }
    }

    /// Whether it is an e-mail message (a file named `*.eml`), read as MIME rather than as HTML.
    var isMailMessage: Bool {
        if case .file(let path) = self { return URL(fileURLWithPath: path).pathExtension.lowercased() == "eml" }
        return false
    }

    /// A file-name stem for its snapshot (`post.html` -> `post`, standard input -> `stdin`).
    var stem: String {
        switch self {
        case .file(let path): URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        case .standardInput: "stdin"
        }
    }
}

/// A command-line input that names nothing renderable; reported as a failure while the rest still render.
struct InputProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// The argument as given.
    let input: String
    let reason: String

    var description: String { "\(input): \(reason)" }
}

/// What one command-line argument expanded to: a document to render, or a problem to report in its place.
enum InputItem: Sendable, Hashable {
    case document(InputSource)
    case problem(InputProblem)

    /// The name the report uses.
    var name: String {
        switch self {
        case .document(let source): source.name
        case .problem(let problem): problem.input
        }
    }
}
