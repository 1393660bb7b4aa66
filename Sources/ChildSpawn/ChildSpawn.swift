#if canImport(Glibc)
package import Glibc

/// `posix_spawn` as the package's own children need it: the GTK adapter's helper processes and the test kit's
/// `ChildProcess` alike.
///
/// The child starts with an empty signal mask and the signals the caller names at their default action: the
/// spawning thread (GLib's, the test runner's) blocks signals, and a child that inherited that mask would ignore
/// our SIGTERM.
package enum ChildSpawn {
    /// A file the child gets as one of its descriptors.
    package struct Redirect: Sendable {
        let descriptor: Int32
        let path: String
        let flags: Int32
        let mode: mode_t

        /// `path`, opened with `flags` (and `mode`, if it creates the file), as the child's `descriptor`.
        package init(_ descriptor: Int32, _ path: String, flags: Int32, mode: mode_t = 0) {
            self.descriptor = descriptor
            self.path = path
            self.flags = flags
            self.mode = mode
        }
    }

    /// Starts `arguments` (the first is the executable's path) with `environment` ("NAME=value" each; nil: this
    /// process's), `redirects` opened in the child, and `defaultSignals` (nil: every signal) at their default action.
    ///
    /// What `posix_spawn` returns (0, or an error number); `pid` is the child's when it is 0.
    package static func spawn(
        _ arguments: [String], environment: [String]? = nil, redirects: [Redirect], defaultSignals: [Int32]?,
        pid: inout pid_t
    ) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for redirect in redirects {
            posix_spawn_file_actions_addopen(
                &actions, redirect.descriptor, redirect.path, redirect.flags, redirect.mode)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var defaults = sigset_t()
        if let defaultSignals {
            sigemptyset(&defaults)
            for signal in defaultSignals { sigaddset(&defaults, signal) }
        } else {
            sigfillset(&defaults)
        }
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        guard let environment else {
            return posix_spawn(&pid, arguments[0], &actions, &attributes, argv, environ)
        }
        let envp = environment.map { strdup($0) } + [nil]
        defer { envp.forEach { free($0) } }
        return posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
    }
}
#endif
