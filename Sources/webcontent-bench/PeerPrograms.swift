import Foundation

/// The programs the whole-process figures run: our shipped `webcontent`, built beside the benchmark, and the peers
/// that `make bench` installs.
enum PeerPrograms {
    /// The shipped `webcontent` beside this benchmark's binary, if it was built.
    static var webcontent: URL? {
        let here = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let ours = here.appendingPathComponent("webcontent")
        return FileManager.default.isExecutableFile(atPath: ours.path) ? ours : nil
    }

    /// The shipped `webcontent` beside this benchmark's binary; an error that says so when it was not built.
    static func requiredWebcontent() throws -> URL {
        guard let webcontent else { throw BenchError.missing("no webcontent binary beside the benchmark") }
        return webcontent
    }

    /// Debian's Chromium, or another Chromium on the usual paths, if one is installed.
    static var chromium: URL? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }.map(URL.init(fileURLWithPath:))
    }

    /// Where Playwright's Python is looked for: `PLAYWRIGHT_PYTHON`, else the virtual environment `make bench` makes.
    static var playwrightPython: URL {
        URL(fileURLWithPath: ProcessInfo.processInfo.environment["PLAYWRIGHT_PYTHON"] ?? ".build-venv/bin/python")
    }

    /// Whether the Playwright scripts can run: its Python is there, and so is Debian's Chromium, which they launch.
    static var hasPlaywright: Bool {
        FileManager.default.isExecutableFile(atPath: playwrightPython.path)
            && FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium")
    }
}
