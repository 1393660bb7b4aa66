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
    /// The quiet bus configuration we wrote, removed once the bus read it.
    nonisolated(unsafe) private static var busConfiguration: String?

    /// Quiets accessibility-bus warnings that a headless session cannot answer; keeps any value the user set.
    ///
    /// Only when the package starts its own display: on the user's display a screen reader (Orca, through
    /// AT-SPI) must reach the window's widgets and the web process's content, which these settings would hide.
    static func prepareEnvironment() {
        if !hasDisplay {
            setenv("GTK_A11Y", "none", 0)
            setenv("WEBKIT_A11Y_BUS_ADDRESS", "", 0)
            setenv("NO_AT_BRIDGE", "1", 0)
            // Nobody sees a window on our own X server: GTK's GL renderer would only start Mesa's software
            // rasteriser for it (about 200 ms of every cold start). Snapshots are painted by the web process.
            setenv("GSK_RENDERER", "cairo", 0)
            // Even with the cairo renderer GDK sets up GLX, loading and linking Mesa's rasteriser and LLVM (about
            // 80 ms of a cold start here); GDK_DEBUG is honoured by release builds of GTK for this key.
            setenv("GDK_DEBUG", "gl-disable", 0)
        }
        // Without a GPU render node WebKit's DMA-BUF renderer paints nothing into a shown view (a reader window
        // under Xvfb stayed blank; snapshots, drawn by the web process, were fine): use shared memory instead.
        if !FileManager.default.fileExists(atPath: "/dev/dri") {
            setenv("WEBKIT_DISABLE_DMABUF_RENDERER", "1", 0)
            // Nor has GTK a GPU to draw a shown window with: its GL renderer would run Mesa's software rasteriser
            // in this process, which held 75 MiB of the reader's 174 MiB (PSS, one message open, R10memory's
            // display). Cairo draws the same widgets, as it does on our own display.
            setenv("GSK_RENDERER", "cairo", 0)
            setenv("GDK_DEBUG", "gl-disable", 0)
        }
    }

    /// Starts what the process lacks, side by side: an X server when there is no display, a session bus when there is
    /// none.
    ///
    /// Returns why the display could not be started, or nil; a missing bus is not an error.
    static func startMissing() -> String? {
        var failure: String?
        var server: HelperProcess.Launch?
        if !hasDisplay {
            do { server = try launchServer() } catch { failure = "\(error)" }
        }
        let bus = hasSessionBus ? nil : launchSessionBus(activates: server == nil)
        if let server {
            do { try adoptServer(server.ready()) } catch { failure = "\(error)" }
            StartupTimeline.mark("display")
        }
        if let bus {
            adoptSessionBus(bus.ready())
            StartupTimeline.mark("bus")
        }
        // Read once, when the bus started (or failed to).
        if let busConfiguration { unlink(busConfiguration) }
        // Only after the last `setenv` above: Mesa reads the environment throughout its start, and glibc's
        // `setenv` may move the environment under another thread's `getenv`.
        if server != nil, failure == nil { EGLWarmUp.startIfSoftware() }
        return failure
    }

    /// Starts Xvfb; ``adoptServer(_:)`` points `DISPLAY` at it once it reports its display number.
    private static func launchServer() throws -> HelperProcess.Launch {
        guard let xvfb = HelperProcess.executable(["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"]) else {
            throw HelperProcess.StartError(description: "no DISPLAY and no Xvfb (apt-get install xvfb)")
        }
        return try HelperProcess.launch(
            [
                xvfb, "-displayfd", "{fd}", "-screen", "0", "1920x1200x24", "-nolisten", "tcp", "-noreset",
                // Nothing draws through the server's GL: without GLX it does not load Mesa at start (half its
                // start-up time).
                "-extension", "GLX",
            ])
    }

    private static func adoptServer(_ started: (HelperProcess, line: String?)) throws {
        guard let number = started.line.flatMap({ Int($0) }) else {
            throw HelperProcess.StartError(description: "Xvfb did not report a display number")
        }
        helpers.append(started.0)
        setenv("DISPLAY", ":\(number)", 1)
        // A virtual display has no sound card: without this, GStreamer's automatic audio sink tries ALSA and
        // OpenAL for every media element and each prints a screenful; any ranking the user set wins.
        setenv("GST_PLUGIN_FEATURE_RANK", "alsasink:0,openalsink:0", 0)
    }

    /// Starts a private session bus; ``adoptSessionBus(_:)`` points `DBUS_SESSION_BUS_ADDRESS` at it.
    ///
    /// Without `dbus-daemon` the engine still works, only louder, so a missing daemon is not an error.
    ///
    /// WebKit's sandbox reaches the bus through a proxy socket under `XDG_RUNTIME_DIR`; a process without one
    /// gets a private directory too, or its web processes cannot connect (and say so, each one).
    ///
    /// On a display of our own nobody reads the screen, so the bus starts nothing on demand (`activates` false):
    /// WebKit's sandbox asks the session bus for the accessibility bus before every first web process, and
    /// the standard session configuration would start `at-spi-bus-launcher` and a second bus to answer.
    private static func launchSessionBus(activates: Bool) -> HelperProcess.Launch? {
        if (ProcessInfo.processInfo.environment["XDG_RUNTIME_DIR"] ?? "").isEmpty {
            var template = Array("/tmp/webcontentkit-runtime-XXXXXX".utf8CString)
            guard let made = mkdtemp(&template) else { return nil }
            let path = String(cString: made)
            runtimeDirectory = path
            setenv("XDG_RUNTIME_DIR", path, 1)
        }
        guard let daemon = HelperProcess.executable(["/usr/bin/dbus-daemon", "/bin/dbus-daemon"]) else { return nil }
        let configuration = activates ? "--session" : (writeQuietBusConfiguration().map { "--config-file=\($0)" })
        guard let configuration else { return nil }
        return try? HelperProcess.launch([daemon, configuration, "--nofork", "--nopidfile", "--print-address={fd}"])
    }

    /// A session bus configuration without service directories, written beside the bus's runtime files: the
    /// standard one's policy and transport, and nothing to activate.
    private static func writeQuietBusConfiguration() -> String? {
        let directory = runtimeDirectory ?? NSTemporaryDirectory()
        let path = (directory as NSString).appendingPathComponent("webcontentkit-session-\(getpid()).conf")
        let text = """
            <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
             "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
            <busconfig>
              <type>session</type>
              <keep_umask/>
              <listen>unix:tmpdir=/tmp</listen>
              <auth>EXTERNAL</auth>
              <policy context="default">
                <allow send_destination="*" eavesdrop="true"/>
                <allow eavesdrop="true"/>
                <allow own="*"/>
              </policy>
            </busconfig>
            """
        guard (try? text.write(toFile: path, atomically: true, encoding: .utf8)) != nil else { return nil }
        busConfiguration = path
        return path
    }

    private static func adoptSessionBus(_ started: (HelperProcess, line: String?)) {
        guard let address = started.line, !address.isEmpty else { return }
        helpers.append(started.0)
        setenv("DBUS_SESSION_BUS_ADDRESS", address, 1)
    }

    /// Stops and reaps what we started, the X server last.
    ///
    /// Safe to call more than once.
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
