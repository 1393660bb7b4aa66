import Foundation
import Testing
import WebContentConformance

/// SECURITY S13: each web process stays within `--engine-memory`; one past it is killed, its render fails with a
/// clear error and the service goes on. The control renders the same document without the bound, and the test's
/// own reading of `/proc` sees its web process pass the bound, so the kill had something to stop.
@Suite(.serialized, .timeLimit(.minutes(6)))
struct ServeMemoryTests {
    /// A long table: about 500 MiB of web process to lay out, a few seconds of it.
    static let table = Data(
        ("<table>"
            + (0..<20_000).map { "<tr><td>cell \($0)</td><td><b>bold \($0)</b></td><td><i>it</i></td></tr>" }
            .joined() + "</table>").utf8)

    @Test func aWebProcessPastEngineMemoryIsKilledAndTheServiceGoesOn() async throws {
        let serve = try await ServeSession(["--jobs", "1", "--engine-memory", "300", "--timeout", "60"])
        try await serve.ready()
        let heavy = await serve.render(Self.table)
        #expect(heavy.status == 422, "\(heavy.text.prefix(600))")
        #expect(heavy.text.contains("web process terminated"), "\(heavy.text.prefix(600))")
        #expect(heavy.text.contains("passed --engine-memory"), "\(heavy.text.prefix(600))")
        #expect(await serve.metric("webcontent_web_processes_killed_for_memory_total") >= 1)
        let light = await serve.render(Data("<p>Next, please</p>".utf8))
        #expect(light.status == 200, "\(light.text.prefix(600))")
        await serve.expectCleanExit()
    }

    @Test func controlWithoutTheBoundTheSameTableRendersPastIt() async throws {
        let serve = try await ServeSession(["--jobs", "1", "--engine-memory", "0", "--timeout", "60"])
        try await serve.ready()
        let peak = PeakWebProcessMemory(below: serve.server.pid)
        let answer = await serve.render(Self.table)
        let largest = await peak.stop()
        #expect(answer.status == 200, "\(answer.text.prefix(600))")
        #expect(largest > 300, "the table's web process stayed at \(largest) MiB: the bound would stop nothing")
        #expect(await serve.metric("webcontent_web_processes_killed_for_memory_total") == 0)
        await serve.expectCleanExit()
        print("figure: S13 engine memory: the table's web process reached \(Int(largest)) MiB without the bound")
    }
}

/// The largest resident size of any WebKit web process below a process, sampled from `/proc` by the test itself.
final class PeakWebProcessMemory: Sendable {
    private let task: Task<Double, Never>

    init(below root: Int32) {
        task = Task.detached {
            var peak = 0.0
            while !Task.isCancelled {
                for pid in Self.webProcesses(below: root) { peak = max(peak, Self.residentMiB(pid)) }
                try? await Task.sleep(for: .milliseconds(100))
            }
            return peak
        }
    }

    func stop() async -> Double {
        task.cancel()
        return await task.value
    }

    private static func webProcesses(below root: Int32) -> [Int32] {
        var parent: [Int32: Int32] = [:]
        var web: [Int32] = []
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = Int32(entry),
                let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 1, let ppid = Int32(fields[1]) else { continue }
            parent[pid] = ppid
            if stat.contains("(WebKitWebProces") { web.append(pid) }
        }
        return web.filter { pid in
            var next = parent[pid]
            while let current = next, current > 1 {
                if current == root { return true }
                next = parent[current]
            }
            return false
        }
    }

    private static func residentMiB(_ pid: Int32) -> Double {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kib = Double(line.split(separator: " ").dropFirst().first ?? "")
        else { return 0 }
        return kib / 1024
    }
}
