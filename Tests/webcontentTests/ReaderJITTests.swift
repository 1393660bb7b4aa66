#if os(Linux)
import Foundation
import Testing

extension ReaderSuite {
    /// Whether the reader's web processes run without JavaScriptCore's JIT, read where it shows: a JIT maps an
    /// anonymous region writable and executable for the code it compiles (`/proc/PID/maps`), and a process without
    /// one maps no anonymous executable memory at all. The control starts the reader with the JIT asked for
    /// (`JSC_useJIT=true` in its environment), proving the reading sees the region.
    @Suite(.serialized)
    struct ReaderJITTests {
        static let thread = ReaderSession.allotmentThread(4, subject: "Seed swap", weekday: "Thu") {
            "<p>Reply \($0): I have <b>runner bean</b> seeds to swap.</p>"
        }

        /// Each of the reader's web processes, once its first screen is shown: the anonymous executable mappings in
        /// its maps (nil when the maps could not be read).
        static func executableMappings(environment: [String: String]) async throws -> [Int32: [String]?] {
            let (reader, _) = try await ReaderSession.start(
                thread, artefacts: "jit", arguments: ["--size", "1000x800", "--expand", "all"], records: false,
                environment: environment)
            var found: [Int32: [String]?] = [:]
            for pid in reader.webProcessIDs() {
                let maps = try? String(contentsOfFile: "/proc/\(pid)/maps", encoding: .utf8)
                // address, permissions, offset, device, inode and, unless the mapping is anonymous, a path.
                found[pid] = maps.map { text in
                    text.split(separator: "\n").map { $0.split(separator: " ") }
                        .filter { $0.count == 5 && $0[1].contains("x") }.map { $0.joined(separator: " ") }
                }
            }
            #expect(try await reader.close() == 0)
            return found
        }

        @Test func theReadersWebProcessesMapNoExecutableMemoryOfTheirOwn() async throws {
            let reader = try await Self.executableMappings(environment: [:])
            let control = try await Self.executableMappings(environment: ["JSC_useJIT": "true"])
            print(
                "figure: reader JIT: anonymous executable mappings by web process \(reader.values.map { $0?.count ?? -1 }); "
                    + "with the JIT asked for \(control.values.map { $0?.count ?? -1 })")
            #expect(!reader.isEmpty && !control.isEmpty, "every reader showed its first screen in a web process")
            #expect(!reader.values.contains(nil) && !control.values.contains(nil), "every process's maps were read")
            // The control: the JIT's pool, writable and executable (measured: one 1 GiB region).
            #expect(control.values.allSatisfy { $0?.isEmpty == false }, "the JIT asked for: \(control)")
            #expect(reader.values.allSatisfy { $0?.isEmpty == true }, "the reader: \(reader)")
        }
    }
}
#endif
