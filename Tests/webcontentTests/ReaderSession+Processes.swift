#if os(Linux)
import Foundation
import WebContentConformance
import WebContentGTK

extension ReaderSession {
    /// The reader's live WebKit web processes, read from /proc (below the reader's pid, through bubblewrap); a
    /// process that has exited but is not yet reaped (a zombie) is not live.
    func webProcesses() -> Int {
        ProcessMemory.descendants(of: reader.pid).filter { process in
            process.name.hasPrefix("WebKitWebProces") && !ProcessState.hasExited(process.pid)
        }.count
    }

    /// The proportional memory (PSS, MiB) of the reader's own process (not its web processes), read from /proc.
    func readerMemoryMiB() -> Double { ProcessMemory.proportionalMiB(reader.pid) ?? 0 }

    /// The proportional memory (PSS, MiB) of the reader's live web processes, read from /proc.
    func webProcessMemoryMiB() -> Double {
        ProcessMemory.descendants(of: reader.pid).filter { process in
            process.name.hasPrefix("WebKitWebProces") && !ProcessState.hasExited(process.pid)
        }.compactMap { ProcessMemory.proportionalMiB($0.pid) }.reduce(0, +)
    }
}
#endif
