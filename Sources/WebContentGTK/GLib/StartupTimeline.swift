#if canImport(CWebKitGTK)
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// When each piece of a cold start was ready, in milliseconds since the kernel started the process: the display,
/// the session bus, GTK, the first engine, the first load's web process and document.
///
/// A cold single-document run pays every one of these before its render; `webcontent render --json` reports them
/// (`timings.start`) for the first document of a process, so a profile shows where the start went, not only the
/// render's steps. Each mark is kept once (the first time), so later engines and loads do not move them.
public enum StartupTimeline {
    private static let state = Mutex<(marks: [(name: String, milliseconds: Double)], taken: Bool)>(([], false))

    /// Records `name` now, unless it was recorded before.
    public static func mark(_ name: String) {
        let now = sinceProcessStart()
        state.withLock { state in
            if !state.marks.contains(where: { $0.name == name }) { state.marks.append((name, now)) }
        }
    }

    /// The marks so far, in the order they were made.
    public static var recorded: [(name: String, milliseconds: Double)] {
        state.withLock { $0.marks }
    }

    /// The marks with `last` recorded now, the first time this is called; empty after that: the start belongs to
    /// the one report that paid for it.
    public static func take(closingWith last: String) -> [(name: String, milliseconds: Double)] {
        let now = sinceProcessStart()
        return state.withLock { state in
            guard !state.taken else { return [] }
            state.taken = true
            return state.marks + [(last, now)]
        }
    }

    /// Milliseconds since the kernel started this process (its `starttime` in `/proc/self/stat`, at the clock
    /// tick's resolution, 10 ms), on the boot-time clock that field counts on.
    public static func sinceProcessStart() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_BOOTTIME, &now)
        let nowMilliseconds = Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1_000_000
        return max(0, nowMilliseconds - startMilliseconds)
    }

    /// The process's start on the boot-time clock; 0 when `/proc` cannot say (the marks are then absolute).
    private static let startMilliseconds: Double = {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return 0 }
        // Fields after the command's closing parenthesis start at the state (field 3); starttime is field 22.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return 0 }
        return ticks * 1000 / Double(sysconf(Int32(_SC_CLK_TCK)))
    }()
}
#endif
