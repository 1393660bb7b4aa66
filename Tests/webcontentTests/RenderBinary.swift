import Foundation
import WebContentConformance

/// The built `webcontent` executable, run as a user would: arguments, standard input, exit status, output.
///
/// It sits next to the test bundle in the products folder (the test target depends on the executable, so it is
/// built first). Output goes to temporary files, not pipes, so a chatty child can never fill a pipe and stall.
struct RenderBinary {
    struct Run {
        let status: Int32
        let standardOutput: String
        let standardError: String

        /// Standard output's JSON Lines, each parsed as an object.
        var lines: [[String: Any]] {
            standardOutput.split(separator: "\n").compactMap {
                (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
            }
        }
    }

    struct NotFound: Error, CustomStringConvertible {
        let description: String
    }

    let url: URL

    /// The executable and a scratch folder of `name` for a suite's files.
    static func withScratch(_ name: String) throws -> (RenderBinary, ScratchFolder) {
        (try locate(), try ScratchFolder(name))
    }

    /// Finds the executable beside the running test bundle.
    static func locate() throws -> RenderBinary {
        var candidates: [URL] = []
        if let override = ProcessInfo.processInfo.environment["WEBCONTENT_BINARY"] {
            candidates.append(URL(fileURLWithPath: override))
        }
        let running = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        // Linux: the bundle is an executable file in the products folder; Apple: a folder with the binary inside.
        for start in [running, Bundle.main.bundleURL] {
            var folder = start
            for _ in 0..<4 {
                folder = folder.deletingLastPathComponent()
                candidates.append(folder.appendingPathComponent("webcontent"))
            }
        }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw NotFound(description: "no webcontent executable near \(running.path)")
        }
        return RenderBinary(url: found)
    }

    /// Runs the binary with `arguments`, feeding `input` to its standard input, in a turn of ``ChildGate/renders``;
    /// kills it after `limit`.
    ///
    /// A `render` runs under the product's own `--timeout` (10 s a document) unless the test names one: the gate,
    /// not a larger bound, keeps a loaded machine's renders within it.
    func run(_ arguments: [String], input: Data? = nil, limit: Duration = .seconds(90)) async throws -> Run {
        let path = url.path
        return try await ChildGate.renders.run {
            let child = try ChildProcess(path, arguments, input: input)
            let status = await child.wait(limit: limit)
            return Run(status: status, standardOutput: child.output, standardError: child.errorOutput)
        }
    }
}
