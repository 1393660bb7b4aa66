import Foundation
import WebContentConformance

/// Runs the repository's witness programs under `tools/mail-diff`: with `python3`, the independent MIME reader the
/// differential test compares with, and the generator of messages in every encoding.
///
/// A missing `python3` or a failing script throws, so the test fails rather than skips (CI has python3).
enum PythonMailTools {
    /// The package root, from this file.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Standard output of `python3 tools/mail-diff/<script> <arguments>`.
    static func run(_ script: String, _ arguments: [String]) async throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["PYTHONIOENCODING"] = "utf-8"
        let child: ChildProcess
        do {
            child = try ChildProcess(
                "/usr/bin/env", ["python3", root.appendingPathComponent("tools/mail-diff/\(script)").path] + arguments,
                environment: environment)
        } catch {
            throw Failure(description: "cannot run python3 (needed by the differential test): \(error)")
        }
        // Awaited, not blocked on: a blocked thread of the two-thread cooperative pool stalls every other test.
        let status = await child.wait(limit: .seconds(600))
        guard status == 0 else {
            throw Failure(description: "python3 \(script) exited \(status): \(child.errorOutput.suffix(2000))")
        }
        return child.output
    }

    /// One JSON object per line of `python3 read_mail.py <paths>`, by message file name.
    static func readings(_ paths: [String]) async throws -> [String: [String: Any]] {
        var readings: [String: [String: Any]] = [:]
        for line in try await run("read_mail.py", paths).split(separator: "\n") {
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let name = object["name"] as? String
            else { throw Failure(description: "read_mail.py printed no message object: \(line.prefix(200))") }
            readings[name] = object
        }
        return readings
    }

    /// The JSON a witness program prints for `input` (JSON on its standard input), or an error naming the
    /// packages it needs (`make deps` installs them).
    static func witness(_ program: [String], input: Any, needs packages: String) async throws -> Any {
        let child = try ChildProcess(
            "/usr/bin/env", program, input: try JSONSerialization.data(withJSONObject: input))
        let status = await child.wait(limit: .seconds(120))
        guard status == 0 else {
            throw Failure(
                description: "\(program.joined(separator: " ")) exited \(status) (make deps installs \(packages)): "
                    + child.errorOutput.suffix(2000))
        }
        return try JSONSerialization.jsonObject(with: Data(child.output.utf8))
    }
}
