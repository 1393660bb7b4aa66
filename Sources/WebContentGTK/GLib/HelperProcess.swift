#if canImport(CWebKitGTK)
import ChildSpawn
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A helper process the package starts for itself (the X server, the session bus) and stops at exit.
///
/// Each one reports its address on a pipe it inherits, dies with us (parent-death signal) even when we are
/// killed, and keeps its chatter out of our output.
struct HelperProcess: Sendable {
    /// Why a helper could not be started.
    struct StartError: Error, CustomStringConvertible {
        let description: String
    }

    let pid: pid_t

    /// util-linux's tool that sets the parent-death signal before it executes the helper.
    private static let setpriv = "/usr/bin/setpriv"

    /// The first of `candidates` that is executable, or nil.
    static func executable(_ candidates: [String]) -> String? {
        candidates.first { access($0, X_OK) == 0 }
    }

    /// A helper started and not yet heard from: its first line is read by ``ready()``.
    ///
    /// Starting and waiting are apart so that the X server and the session bus start side by side: each takes
    /// tens of milliseconds to report, on the path of every cold render.
    struct Launch {
        let process: HelperProcess
        let readEnd: Int32

        /// The helper with the first line it wrote (nil when it exited first; it is then stopped).
        func ready() -> (HelperProcess, line: String?) {
            let line = HelperProcess.readLine(from: readEnd)
            close(readEnd)
            if line == nil { process.stop() }
            return (process, line)
        }
    }

    /// Starts `arguments` with the write end of a pipe as file descriptor `"{fd}"` in its arguments; the launch
    /// reads the first line the helper writes there.
    static func launch(_ arguments: [String]) throws -> Launch {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw StartError(description: "pipe failed: \(errno)") }
        let (readEnd, writeEnd) = (fds[0], fds[1])
        // Only the write end may reach the child: mark the read end close-on-exec.
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
        var argv = arguments.map { $0.replacingOccurrences(of: "{fd}", with: "\(writeEnd)") }
        // A process killed by a signal runs no exit hook: ask the kernel to stop the helper when we die
        // (the spawning thread is the GLib thread, which lives as long as the process).
        if access(setpriv, X_OK) == 0 { argv = [setpriv, "--pdeathsig", "TERM"] + argv }
        let pid: pid_t
        do {
            pid = try spawn(argv)
        } catch {
            close(readEnd)
            close(writeEnd)
            throw error
        }
        close(writeEnd)
        return Launch(process: HelperProcess(pid: pid), readEnd: readEnd)
    }

    /// Stops and reaps the helper: SIGTERM, then SIGKILL after two seconds.
    ///
    /// Never hangs the exiting process.
    func stop() {
        kill(pid, SIGTERM)
        var status: Int32 = 0
        for _ in 0..<200 {
            if waitpid(pid, &status, WNOHANG) != 0 { return }
            usleep(10_000)
        }
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
    }

    private static func spawn(_ arguments: [String]) throws -> pid_t {
        var pid: pid_t = 0
        // Helpers' own chatter (font paths, xkb, bus activation) is noise for tests and CLIs; every signal starts
        // at its default, so our SIGTERM stops them.
        let result = ChildSpawn.spawn(
            arguments, redirects: [.init(1, "/dev/null", flags: O_WRONLY), .init(2, "/dev/null", flags: O_WRONLY)],
            defaultSignals: nil, pid: &pid)
        guard result == 0 else { throw StartError(description: "posix_spawn \(arguments[0]) failed: \(result)") }
        return pid
    }

    /// Reads one line from `fd` (nil at EOF before any newline: the helper died).
    fileprivate static func readLine(from fd: Int32) -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while read(fd, &byte, 1) == 1 {
            if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
        return nil
    }
}
#endif
