import Foundation

/// Tries, before any engine starts, each layer WebKit's bubblewrap sandbox needs, and names the first one this
/// machine refuses: WebKit itself only aborts its web process with bubblewrap's last line.
///
/// Each layer is one `bwrap` run of `/bin/true` adding one thing to the previous run: the program, user
/// namespaces (when not root: bubblewrap needs them to create the others), a PID namespace with a fresh `/proc`
/// (a container's masked `/proc` refuses it), a network namespace, and a seccomp filter (an allow-all program).
enum BubblewrapPreflight {
    static let program = "/usr/bin/bwrap"

    /// The layer that failed and bubblewrap's words for it, or nil when every layer started.
    static func failingLayer() -> String? {
        guard FileManager.default.isExecutableFile(atPath: program) else {
            return "bubblewrap: there is no \(program) (Debian: bubblewrap)"
        }
        var arguments = ["--ro-bind", "/", "/", "--dev", "/dev", "--die-with-parent"]
        var layers: [(String, [String])] = []
        if geteuid() != 0 { layers.append(("user namespaces", ["--unshare-user"])) }
        layers += [
            ("PID namespace and a fresh /proc (a masked /proc refuses it)", ["--unshare-pid", "--proc", "/proc"]),
            ("network namespace", ["--unshare-net"]),
            ("seccomp", ["--seccomp", "3"]),
        ]
        for (layer, added) in layers {
            arguments += added
            if let refusal = run(arguments) { return "\(layer): \(refusal)" }
        }
        return nil
    }

    /// Runs `bwrap arguments /bin/true` with an allow-all seccomp program on descriptor 3; nil when it exits 0,
    /// else its last line of standard error.
    private static func run(_ arguments: [String]) -> String? {
        // One BPF instruction: return SECCOMP_RET_ALLOW.
        let allowAll = Data([0x06, 0x00, 0x00, 0x00, 0x00, 0x00, 0xFF, 0x7F])
        let filter = FileManager.default.temporaryDirectory.appendingPathComponent("wck-seccomp-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: filter) }
        guard (try? allowAll.write(to: filter)) != nil else { return "cannot write the test filter" }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let quoted = ([program] + arguments + ["/bin/true"]).map { "'\($0)'" }.joined(separator: " ")
        process.arguments = ["-c", "exec \(quoted) 3< '\(filter.path)'"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch { return "cannot run: \(error.localizedDescription)" }
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus != 0 else { return nil }
        let line = text.split(separator: "\n").last.map(String.init) ?? "exit \(process.terminationStatus)"
        return line.replacingOccurrences(of: "bwrap: ", with: "")
    }
}
