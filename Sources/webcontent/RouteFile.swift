import ArgumentParser
import Foundation
import WebContentCore

/// A `--routes FILE` argument: the route table it holds, or a usage error that names the bad rule.
enum RouteFile {
    /// The table in `path`; a file that does not load is reported on standard error as `command`'s, exit 2.
    static func load(_ path: String, command: String) throws -> RouteTable {
        do {
            return try RouteTable(contentsOf: URL(fileURLWithPath: path))
        } catch {
            FileHandle.standardError.write(Data("webcontent \(command): \(error)\n".utf8))
            throw ExitCode.usageError
        }
    }
}
