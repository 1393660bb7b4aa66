import ChildSpawn
public import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program the tests run (the `webcontent` binary, `pdftotext`, `xdotool`, Xvfb, python3), spawned and reaped
/// by the test itself.
///
/// Not Foundation's `Process`: in a test process that also runs GTK, children ended as zombies that `Process`
/// never noticed (GLib can take SIGCHLD), so `waitUntilExit` and termination handlers hung, and `terminate()`
/// could not stop a child that inherited the test runner's blocked SIGTERM. Here the child starts with an empty
/// signal mask, its output goes to files, and its exit is read with `waitpid`.
public final class ChildProcess: @unchecked Sendable {
    /// The child's process id.
    public let pid: pid_t
    /// Where its standard output and standard error go.
    public let outputURL: URL
    /// The file its standard error goes to.
    public let errorURL: URL
    private let lock = NSLock()
    private var status: Int32?

    /// Starts `executable` with `arguments`; `environment` replaces the test's when given; standard input reads
    /// `input` (empty when nil).
    public init(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil, input: Data? = nil
    ) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        outputURL = scratch.appendingPathComponent("stdout")
        errorURL = scratch.appendingPathComponent("stderr")
        let inputURL = scratch.appendingPathComponent("stdin")
        try (input ?? Data()).write(to: inputURL)
        let environment = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        var pid = pid_t()
        let result = ChildSpawn.spawn(
            [executable] + arguments, environment: environment,
            redirects: [
                .init(0, inputURL.path, flags: O_RDONLY),
                .init(1, outputURL.path, flags: O_WRONLY | O_CREAT | O_TRUNC, mode: 0o644),
                .init(2, errorURL.path, flags: O_WRONLY | O_CREAT | O_TRUNC, mode: 0o644),
            ],
            defaultSignals: [SIGTERM, SIGINT, SIGCHLD, SIGPIPE], pid: &pid)
        guard result == 0 else {
            throw CocoaError(
                .executableLoad, userInfo: [NSLocalizedDescriptionKey: "cannot run \(executable): errno \(result)"])
        }
        self.pid = pid
    }

    /// The exit status (128 plus the signal for a killed child) once it has ended; nil while it runs; -1 for a child
    /// that something else in the process reaped, whose status is lost.
    public var exitStatus: Int32? {
        lock.withLock {
            if status == nil {
                var raw: Int32 = 0
                let result = waitpid(pid, &raw, WNOHANG)
                if result == pid {
                    status = raw & 0x7f == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f)
                } else if result == -1 && errno == ECHILD {
                    // Not ours to wait for any more: every wait below would otherwise poll for ever.
                    status = -1
                }
            }
            return status
        }
    }

    /// Whether the child has not exited yet.
    public var isRunning: Bool { exitStatus == nil }

    /// Waits for the exit, killing the child after `limit`; its status.
    @discardableResult
    public func wait(limit: Duration = .seconds(90)) async -> Int32 {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: limit)
        while isRunning && clock.now < deadline { try? await Task.sleep(for: .milliseconds(10)) }
        return await killAndWait()
    }

    /// Waits for the exit without a task (for synchronous helpers); the child is trusted to end.
    @discardableResult
    public func waitBlocking() -> Int32 {
        while true {
            if let status = exitStatus { return status }
            usleep(5_000)
        }
    }

    /// Ends the child now (SIGKILL) and reaps it; its status.
    @discardableResult
    public func killAndWait() async -> Int32 {
        if isRunning { kill(pid, SIGKILL) }
        while true {
            if let status = exitStatus { return status }
            try? await Task.sleep(for: .milliseconds(5))
        }
    }

    /// What it wrote to standard output so far (standard error: ``errorOutput``).
    public var output: String { (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "" }
    /// What it wrote to standard output so far, as bytes.
    public var outputData: Data { (try? Data(contentsOf: outputURL)) ?? Data() }
    /// What it wrote to standard error so far.
    public var errorOutput: String { (try? String(contentsOf: errorURL, encoding: .utf8)) ?? "" }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            _ = waitBlocking()
        }
        try? FileManager.default.removeItem(at: outputURL.deletingLastPathComponent())
    }
}
