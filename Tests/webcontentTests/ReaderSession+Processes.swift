#if os(Linux)
import Foundation
import WebContentConformance
import WebContentGTK

extension ReaderSession {
    /// The reader's live WebKit web processes, read from /proc (below the reader's pid, through bubblewrap); a
    /// process that has exited but is not yet reaped (a zombie) is not live.
    func webProcesses() -> Int { webProcessIDs().count }

    /// The reader's live WebKit web processes by PID, read as ``webProcesses()`` counts them.
    func webProcessIDs() -> Set<Int32> {
        Set(
            ProcessMemory.descendants(of: reader.pid).filter { process in
                process.name.hasPrefix("WebKitWebProces") && !ProcessState.hasExited(process.pid)
            }.map(\.pid))
    }

    /// The anonymous memory (MiB) of the reader's own process (not its web processes), read from /proc: its heap
    /// and other memory no file backs, where a decoded picture or a view's painted page lives.
    ///
    /// Not its PSS: that counts a share of every library page the reader maps, and the share changes whenever
    /// another process mapping WebKit starts or exits. Alone the reader's file PSS was 62 MiB; beside CI's other
    /// test processes it moved by 5-16 MiB between two readings of an idle reader.
    func readerAnonymousMiB() -> Double {
        guard let rollup = try? String(contentsOfFile: "/proc/\(reader.pid)/smaps_rollup", encoding: .utf8) else {
            return 0
        }
        let line = rollup.split(separator: "\n").first { $0.hasPrefix("Anonymous:") }
        let kib = line.flatMap { $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first }
        return kib.flatMap { Double($0) }.map { $0 / 1024 } ?? 0
    }

    /// The proportional memory (PSS, MiB) of the reader's live web processes, read from /proc.
    func webProcessMemoryMiB() -> Double {
        webProcessIDs().compactMap { ProcessMemory.proportionalMiB($0) }.reduce(0, +)
    }
}
#endif
