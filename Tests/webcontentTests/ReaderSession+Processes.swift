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

    /// The proportional memory (PSS, MiB) of the reader's own process (not its web processes), read from /proc.
    func readerMemoryMiB() -> Double { ProcessMemory.proportionalMiB(reader.pid) ?? 0 }

    /// The proportional memory (PSS, MiB) of the reader's live web processes, read from /proc.
    func webProcessMemoryMiB() -> Double {
        webProcessIDs().compactMap { ProcessMemory.proportionalMiB($0) }.reduce(0, +)
    }
}
#endif
