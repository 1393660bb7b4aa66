#if os(Linux)
import Foundation
import Testing

extension ReaderMemorySuite {
    /// Whether the reader's web processes run without JavaScriptCore's JIT, read where it shows: a JIT maps an
    /// anonymous region writable and executable for the code it compiles (`/proc/PID/maps`), and a process without
    /// one maps no anonymous executable memory at all. The control starts the reader with the JIT asked for
    /// (`JSC_useJIT=true` in its environment), proving the reading sees the region, and how long after the first
    /// render it appears; the reader without the JIT is watched at least that long.
    @Suite(.serialized)
    struct ReaderJITTests {
        static let thread = ReaderSession.allotmentThread(4, subject: "Seed swap", weekday: "Thu") {
            "<p>Reply \($0): I have <b>runner bean</b> seeds to swap.</p>"
        }

        /// The anonymous executable mappings in each of `pids`' maps (nil when the maps could not be read).
        static func executableMappings(_ pids: Set<Int32>) -> [Int32: [String]?] {
            var found: [Int32: [String]?] = [:]
            for pid in pids {
                // Read to its end: String(contentsOfFile:) stops at 4 KB of a /proc file (its size reads 0), and a
                // web process's maps run to about 120 KB, the JIT's pool anywhere in it.
                let maps = (try? FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/\(pid)/maps")).readToEnd())
                    .flatMap { $0 }.map { String(decoding: $0, as: UTF8.self) }
                // address, permissions, offset, device, inode and, unless the mapping is anonymous, a path.
                found[pid] = maps.map { text in
                    text.split(separator: "\n").map { $0.split(separator: " ") }
                        .filter { $0.count == 5 && $0[1].contains("x") }.map { $0.joined(separator: " ") }
                }
            }
            return found
        }

        /// Starts a reader with `environment`, waits until a message is live in a web process, then reads its web
        /// processes' maps until `enough` holds for a reading or `window` passed: the last reading, and how long
        /// after the message went live it was taken.
        static func watch(
            environment: [String: String], for window: Duration, until enough: ([Int32: [String]?]) -> Bool
        ) async throws -> (found: [Int32: [String]?], after: Duration) {
            let (reader, _) = try await ReaderSession.start(
                thread, artefacts: "jit", arguments: ["--size", "1000x800", "--expand", "all"], records: false,
                environment: environment)
            // "ready" may come while the first screen still shows stand-ins: wait until a message is live.
            let rendered = await reader.event("visible", matching: ReaderSession.isRendered)
            #expect(rendered != nil, "a message rendered in a web process")
            let start = ContinuousClock.now
            var found = executableMappings(reader.webProcessIDs())
            while !enough(found) && ContinuousClock.now - start < window {
                try await Task.sleep(for: .milliseconds(20))
                found = executableMappings(reader.webProcessIDs())
            }
            let after = ContinuousClock.now - start
            #expect(try await reader.close() == 0)
            return (found, after)
        }

        @Test func theReadersWebProcessesMapNoExecutableMemoryOfTheirOwn() async throws {
            // The control first: the JIT asked for (`JSC_useJIT=true`) maps its pool, writable and executable
            // (measured: one 1 GiB region), some time after the first message rendered (seen: at once when the
            // machine is quiet, later under CI's load). Waited for, up to a bound.
            let control = try await Self.watch(environment: ["JSC_useJIT": "true"], for: .seconds(30)) { found in
                !found.isEmpty && found.values.allSatisfy { $0?.isEmpty == false }
            }
            // The reader is then watched for at least twice as long as the control took, so a pool mapped as late
            // as the control's would be seen.
            let window = max(control.after * 2, .milliseconds(500))
            let reader = try await Self.watch(environment: [:], for: window) { found in
                found.values.contains { $0?.isEmpty == false }
            }
            print(
                "figure: reader JIT: anonymous executable mappings by web process "
                    + "\(reader.found.values.map { $0?.count ?? -1 }) watched \(reader.after); with the JIT asked for "
                    + "\(control.found.values.map { $0?.count ?? -1 }) after \(control.after)")
            #expect(!reader.found.isEmpty && !control.found.isEmpty, "every reader rendered in a web process")
            #expect(
                !reader.found.values.contains(nil) && !control.found.values.contains(nil), "every process's maps read")
            #expect(control.found.values.allSatisfy { $0?.isEmpty == false }, "the JIT asked for: \(control.found)")
            #expect(reader.found.values.allSatisfy { $0?.isEmpty == true }, "the reader: \(reader.found)")
        }
    }
}
#endif
