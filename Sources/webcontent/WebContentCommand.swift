import ArgumentParser
import Foundation

/// The `webcontent` tool: thin subcommands over the library (the list is in `WebContentCommand+Subcommands.swift`).
@main
struct WebContentCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "webcontent",
        abstract: "Render untrusted HTML in a real WebKit engine, and decide navigations like the content module does.",
        subcommands: subcommands)

    /// Like ArgumentParser's own `main()`, except that usage errors exit with status 2 (it uses 64).
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(ExitCode.usageError.rawValue)
            }
            exit(withError: error)
        }
    }
}

extension ExitCode {
    /// Bad arguments or a bad input file (a route table that does not load).
    static let usageError = ExitCode(2)
}
