import Foundation

/// Runs the repository's Python tools under `tools/mail-diff` with `python3`: the independent MIME reader the
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
    static func run(_ script: String, _ arguments: [String]) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("mail-diff-\(UUID().uuidString).out")
        let errors = output.appendingPathExtension("err")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: errors)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent("tools/mail-diff/\(script)").path] + arguments
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        var environment = ProcessInfo.processInfo.environment
        environment["PYTHONIOENCODING"] = "utf-8"
        process.environment = environment
        do {
            try process.run()
        } catch {
            throw Failure(description: "cannot run python3 (needed by the differential test): \(error)")
        }
        process.waitUntilExit()
        let text = String(decoding: try Data(contentsOf: output), as: UTF8.self)
        guard process.terminationStatus == 0 else {
            let message = String(decoding: try Data(contentsOf: errors), as: UTF8.self)
            throw Failure(description: "python3 \(script) exited \(process.terminationStatus): \(message.suffix(2000))")
        }
        return text
    }

    /// One JSON object per line of `python3 read_mail.py <paths>`, by message file name.
    static func readings(_ paths: [String]) throws -> [String: [String: Any]] {
        var readings: [String: [String: Any]] = [:]
        for line in try run("read_mail.py", paths).split(separator: "\n") {
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let name = object["name"] as? String
            else { throw Failure(description: "read_mail.py printed no message object: \(line.prefix(200))") }
            readings[name] = object
        }
        return readings
    }
}
