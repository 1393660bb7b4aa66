#if os(Linux)
import Foundation
import Testing
import WebContentConformance
import WebContentGTK

/// `webcontent serve` is not ready while WebKit's web processes run outside their sandbox.
///
/// The witness reads each web process's `/proc/<pid>/ns` links itself (mount, PID, network) against the service's
/// own, sharing nothing with the service's check; the control starts the service with WebKit's sandbox switched
/// off and sees the witness find shared namespaces.
@Suite(.serialized, .timeLimit(.minutes(4)))
struct ServeSandboxTests {
    @Test
    func healthIs503NamingTheReasonWhileWebProcessesRunUnsandboxed() async throws {
        var environment = ProcessInfo.processInfo.environment
        environment["WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS"] = "1"
        let serve = try await ServeSession(["--jobs", "1"] + ServeTests.patient, environment: environment)
        let health = try await serve.warm()
        // The control: the witness sees the web processes share the service's namespaces.
        let shared = Self.sharingNamespaces(below: serve.server.pid)
        #expect(!shared.isEmpty, "the witness found no unsandboxed web process with the sandbox off")
        #expect(health.status == 503, "\(health.status) \(health.text)")
        #expect(health.json?["status"] as? String == "unsandboxed", "\(health.text)")
        let reason = health.json?["reason"] as? String ?? ""
        #expect(reason.contains("WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS") && reason.contains("--allow-unsandboxed"))
        #expect(await serve.metric("webcontent_web_processes_unsandboxed") == Double(shared.count))
        await serve.expectCleanExit()
        // Said on purpose, it serves, and the metric still shows the state.
        let allowed = try await ServeSession(
            ["--jobs", "1", "--allow-unsandboxed"] + ServeTests.patient, environment: environment)
        #expect(try await allowed.warm().status == 200)
        #expect(await allowed.metric("webcontent_web_processes_unsandboxed") >= 1)
        #expect(await allowed.render(Data("<p>x</p>".utf8)).status == 200)
        await allowed.expectCleanExit()
    }

    @Test
    func sandboxedWebProcessesMakeTheServiceReady() async throws {
        var environment = ProcessInfo.processInfo.environment
        environment["WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS"] = nil
        let serve = try await ServeSession(["--jobs", "1"] + ServeTests.patient, environment: environment)
        let health = try await serve.warm()
        let webProcesses = ProcessMemory.webProcesses(below: serve.server.pid)
        try #require(!webProcesses.isEmpty, "no web process below the service: the check would prove nothing")
        #expect(Self.sharingNamespaces(below: serve.server.pid).isEmpty)
        #expect(health.status == 200, "\(health.text)")
        #expect(await serve.metric("webcontent_web_processes_unsandboxed") == 0)
        await serve.expectCleanExit()
    }

    @Test
    func aBubblewrapLayerThatIsRefusedIsNamedAtStart() async throws {
        // In a mount namespace of its own, /usr/bin/bwrap is a script that refuses seccomp filters (as a kernel
        // without CONFIG_SECCOMP_FILTER does) and passes everything else to the real program.
        // The child's shell writes the scripts itself: a descriptor open for writing in this multi-threaded test
        // process is inherited by any child another test forks meanwhile, and exec then fails with ETXTBSY.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bwrap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let binary = try RenderBinary.locate().url.path
        for refusesSeccomp in [true, false] {
            let fake = "\(folder.path)/bwrap-\(refusesSeccomp)"
            let refusal =
                refusesSeccomp
                ? "case \"$*\" in *--seccomp*) echo 'bwrap: prctl(PR_SET_SECCOMP) reported EINVAL' >&2; exit 1;; esac\n"
                : ""
            let script = "#!/bin/sh\n\(refusal)exec '\(folder.path)/real' \"$@\"\n"
            let serve = try ChildProcess(
                "/usr/bin/unshare",
                [
                    "--mount", "--propagation", "private", "/bin/sh", "-c",
                    """
                    cp /usr/bin/bwrap '\(folder.path)/real' && printf '%s' "$0" > '\(fake)' && chmod 755 '\(fake)' \
                    && mount --bind '\(fake)' /usr/bin/bwrap && exec '\(binary)' serve --port 0 --jobs 1
                    """, script,
                ])
            if refusesSeccomp {
                let status = await serve.wait(limit: .seconds(120))
                #expect(status != 0 && !serve.output.contains("listening on"), "\(serve.output)")
                #expect(serve.errorOutput.contains("seccomp"), "\(serve.errorOutput.suffix(1000))")
                #expect(serve.errorOutput.contains("--allow-unsandboxed"), "\(serve.errorOutput.suffix(1000))")
            } else {
                // The control: behind the pass-through script it starts.
                for _ in 0..<3000 where serve.isRunning && !serve.output.contains("listening on") {
                    try await Task.sleep(for: .milliseconds(20))
                }
                #expect(serve.output.contains("listening on"), "\(serve.errorOutput.suffix(1000))")
                kill(serve.pid, SIGTERM)
                #expect(await serve.wait(limit: .seconds(60)) == 0)
            }
        }
    }

    /// Web processes below `root` (by name, from /proc/*/stat) whose mnt, pid or net namespace is `root`'s.
    static func sharingNamespaces(below root: Int32) -> [Int32] {
        var parents: [Int32: Int32] = [:]
        var names: [Int32: String] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = Int32(entry),
                let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
            else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 2, let parent = Int32(fields[1]) else { continue }
            (parents[pid], names[pid]) = (parent, String(stat[stat.index(after: open)..<close]))
        }
        func below(_ pid: Int32) -> Bool {
            var ancestor = parents[pid]
            while let current = ancestor, current > 1 {
                if current == root { return true }
                ancestor = parents[current]
            }
            return false
        }
        func link(_ space: String, _ pid: Int32) -> String? {
            try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/ns/\(space)")
        }
        return parents.keys.filter { pid in
            names[pid]?.hasPrefix("WebKitWebProces") == true && below(pid)
                && ["mnt", "pid", "net"].contains { link($0, pid) != nil && link($0, pid) == link($0, root) }
        }
    }
}
#endif
