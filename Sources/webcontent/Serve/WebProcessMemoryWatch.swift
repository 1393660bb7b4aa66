import Foundation
import Synchronization

#if os(Linux)
import WebContentGTK
#endif

/// The hard bound on each web process's memory: its resident size read from `/proc` twice a second, and a
/// process past `--engine-memory` killed.
///
/// WebKit's own check (the same bound, given to its web context) runs on the web process's main loop, so a page
/// busy in one long layout passes the bound until the layout ends; this one runs in the service and kills the
/// process during it. The engine sees its process die, and the render fails naming it.
enum WebProcessMemoryWatch {
    /// When the watch last killed a process, so a render that lost its process in that time can say why.
    final class Kills: Sendable {
        private let last = Mutex<ContinuousClock.Instant?>(nil)

        func record() {
            last.withLock { $0 = .now }
        }

        /// Whether a process was killed at or after `start`.
        func any(since start: ContinuousClock.Instant) -> Bool {
            last.withLock { $0.map { $0 >= start } ?? false }
        }
    }

    /// Watches until cancelled; `onKill` is told each process killed, with its size in MiB.
    static func run(limitMiB: Int, onKill: @Sendable (Int32, Double) -> Void) async {
        #if os(Linux)
        guard limitMiB > 0 else { return }
        while !Task.isCancelled {
            for pid in ProcessMemory.webProcesses(below: ProcessMemory.ownPID) {
                guard let resident = ProcessMemory.residentMiB(pid), resident > Double(limitMiB) else { continue }
                kill(pid, SIGKILL)
                onKill(pid, resident)
            }
            try? await Task.sleep(for: .milliseconds(500))
        }
        #endif
    }
}
