#if canImport(CWebKitGTK)
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An X server of our own when the process has no display: GTK 4 has no headless backend.
///
/// `start()` launches `Xvfb -displayfd`, which picks a free display number and writes it to a pipe, sets
/// `DISPLAY` for this process (before `gtk_init`); the exit hook (``ChildProcessReaper``) stops and reaps it.
enum HeadlessDisplay {
    /// Why Xvfb could not be started.
    struct StartError: Error, CustomStringConvertible {
        let description: String
    }

    /// Whether the process already has an X11 or Wayland display.
    static var hasDisplay: Bool {
        let environment = ProcessInfo.processInfo.environment
        return !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
    }

    /// util-linux's tool that sets the parent-death signal before it executes Xvfb.
    private static let setpriv = "/usr/bin/setpriv"

    /// The Xvfb process we started, or 0; read by the exit hook.
    nonisolated(unsafe) private(set) static var serverPID: pid_t = 0

    /// Quiets accessibility-bus warnings that a headless session cannot answer; keeps any value the user set.
    static func prepareEnvironment() {
        setenv("GTK_A11Y", "none", 0)
        setenv("WEBKIT_A11Y_BUS_ADDRESS", "", 0)
        setenv("NO_AT_BRIDGE", "1", 0)
    }

    /// Starts Xvfb and points `DISPLAY` at it.
    static func start() throws {
        let candidates: [String] = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"]
        guard let xvfb = candidates.first(where: { access($0, X_OK) == 0 }) else {
            throw StartError(description: "no DISPLAY and no Xvfb (apt-get install xvfb)")
        }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw StartError(description: "pipe failed: \(errno)") }
        let (readEnd, writeEnd) = (fds[0], fds[1])
        // Only the write end may reach the child: mark the read end close-on-exec.
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
        var arguments = [xvfb, "-displayfd", "\(writeEnd)", "-screen", "0", "1920x1200x24", "-nolisten", "tcp", "-noreset"]
        // A process killed by a signal runs no exit hook: ask the kernel to stop Xvfb when we die
        // (the spawning thread is the GLib thread, which lives as long as the process).
        if access(setpriv, X_OK) == 0 { arguments = [setpriv, "--pdeathsig", "TERM"] + arguments }
        let pid = try spawn(arguments)
        close(writeEnd)
        let number = readDisplayNumber(from: readEnd)
        close(readEnd)
        guard let number else {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            throw StartError(description: "Xvfb did not report a display number")
        }
        serverPID = pid
        setenv("DISPLAY", ":\(number)", 1)
    }

    /// Stops and reaps the Xvfb we started. Safe to call more than once.
    static func stop() {
        let pid = serverPID
        guard pid > 0 else { return }
        serverPID = 0
        kill(pid, SIGTERM)
        var status: Int32 = 0
        // Xvfb exits within milliseconds of SIGTERM; never hang the exiting process on it.
        for _ in 0..<200 {
            if waitpid(pid, &status, WNOHANG) != 0 { return }
            usleep(10_000)
        }
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
    }

    private static func spawn(_ arguments: [String]) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Xvfb's own chatter (font paths, xkb) is noise for tests and CLIs.
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // The spawning thread blocks most signals; a child inheriting that mask would ignore our SIGTERM.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, environ)
        guard result == 0 else { throw StartError(description: "posix_spawn Xvfb failed: \(result)") }
        return pid
    }

    /// Reads "N\n" from Xvfb's -displayfd pipe (EOF first means it died).
    private static func readDisplayNumber(from fd: Int32) -> Int? {
        var text = ""
        var byte: UInt8 = 0
        while read(fd, &byte, 1) == 1 {
            if byte == UInt8(ascii: "\n") { break }
            text.append(Character(UnicodeScalar(byte)))
        }
        return Int(text)
    }
}
#endif
