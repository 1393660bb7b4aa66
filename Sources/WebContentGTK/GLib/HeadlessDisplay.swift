#if canImport(CWebKitGTK)
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What a desktop session would give WebKit, for a process that has none: an X server and a session bus.
///
/// GTK 4 has no headless backend, so a process without a display gets an Xvfb of its own (`-displayfd` picks a
/// free display number). GLib and WebKit look up a D-Bus session bus and print a warning per web process when
/// there is none, so a process without one gets a private `dbus-daemon --session`. Both are started before
/// `gtk_init`, by the GLib thread, and stopped by the exit hook (``ChildProcessReaper``).
enum HeadlessDisplay {
    /// Whether the process already has an X11 or Wayland display.
    static var hasDisplay: Bool {
        let environment = ProcessInfo.processInfo.environment
        return !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
    }

    /// Whether the process already has a session bus.
    static var hasSessionBus: Bool {
        !(ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] ?? "").isEmpty
    }

    /// The helpers we started, stopped at exit; written by the GLib thread before the exit hook can run.
    nonisolated(unsafe) private static var helpers: [HelperProcess] = []
    /// The private runtime directory we made for the bus, removed at exit.
    nonisolated(unsafe) private static var runtimeDirectory: String?

    /// Quiets accessibility-bus warnings that a headless session cannot answer; keeps any value the user set.
    ///
    /// Only when the package starts its own display: on the user's display a screen reader (Orca, through
    /// AT-SPI) must reach the window's widgets and the web process's content, which these settings would hide.
    static func prepareEnvironment() {
        if !hasDisplay {
            setenv("GTK_A11Y", "none", 0)
            setenv("WEBKIT_A11Y_BUS_ADDRESS", "", 0)
            setenv("NO_AT_BRIDGE", "1", 0)
        }
        // Without a GPU render node WebKit's DMA-BUF renderer paints nothing into a shown view (a reader window
        // under Xvfb stayed blank; snapshots, drawn by the web process, were fine): use shared memory instead.
        if !FileManager.default.fileExists(atPath: "/dev/dri") {
            setenv("WEBKIT_DISABLE_DMABUF_RENDERER", "1", 0)
        }
    }

    /// Starts Xvfb and points `DISPLAY` at it.
    static func start() throws {
        guard let xvfb = HelperProcess.executable(["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"]) else {
            throw HelperProcess.StartError(description: "no DISPLAY and no Xvfb (apt-get install xvfb)")
        }
        let (server, line) = try HelperProcess.start(
            [xvfb, "-displayfd", "{fd}", "-screen", "0", "1920x1200x24", "-nolisten", "tcp", "-noreset"])
        guard let number = line.flatMap({ Int($0) }) else {
            throw HelperProcess.StartError(description: "Xvfb did not report a display number")
        }
        helpers.append(server)
        setenv("DISPLAY", ":\(number)", 1)
        // A virtual display has no sound card: without this, GStreamer's automatic audio sink tries ALSA and
        // OpenAL for every media element and each prints a screenful; any ranking the user set wins.
        setenv("GST_PLUGIN_FEATURE_RANK", "alsasink:0,openalsink:0", 0)
    }

    /// Starts a private session bus and points `DBUS_SESSION_BUS_ADDRESS` at it; without `dbus-daemon` the
    /// engine still works, only louder, so a missing daemon is not an error.
    ///
    /// WebKit's sandbox reaches the bus through a proxy socket under `XDG_RUNTIME_DIR`; a process without one
    /// gets a private directory too, or its web processes cannot connect (and say so, each one).
    static func startSessionBus() {
        if (ProcessInfo.processInfo.environment["XDG_RUNTIME_DIR"] ?? "").isEmpty {
            var template = Array("/tmp/webcontentkit-runtime-XXXXXX".utf8CString)
            guard let made = mkdtemp(&template) else { return }
            let path = String(cString: made)
            runtimeDirectory = path
            setenv("XDG_RUNTIME_DIR", path, 1)
        }
        guard let daemon = HelperProcess.executable(["/usr/bin/dbus-daemon", "/bin/dbus-daemon"]),
            let (bus, line) = try? HelperProcess.start(
                [daemon, "--session", "--nofork", "--nopidfile", "--print-address={fd}"]),
            let address = line, !address.isEmpty
        else { return }
        helpers.append(bus)
        setenv("DBUS_SESSION_BUS_ADDRESS", address, 1)
    }

    /// Stops and reaps what we started, the X server last. Safe to call more than once.
    static func stop() {
        let started = helpers
        helpers = []
        for helper in started.reversed() { helper.stop() }
        if let runtimeDirectory {
            HeadlessDisplay.runtimeDirectory = nil
            try? FileManager.default.removeItem(atPath: runtimeDirectory)
        }
    }
}
#endif
