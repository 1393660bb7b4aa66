import Foundation
import Testing
import WebContentConformance

@testable import webcontent

/// `webcontent render --shard` end to end: parts render disjoint documents that add up to the batch, each file
/// named as the whole batch names it, and `--missing-only` makes a re-run render only what is not there yet.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct RenderShardCommandTests {
    let (binary, scratch): (RenderBinary, ScratchFolder)

    init() throws { (binary, scratch) = try RenderBinary.withScratch("shard-tests") }

    @Test
    func partsAddUpAndARerunRendersOnlyWhatIsMissing() async throws {
        let folder = scratch.appendingPathComponent("in").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for number in 0..<7 {
            try Data("<h1>Document \(number)</h1><p>Text \(number).</p>".utf8)
                .write(to: URL(fileURLWithPath: "\(folder)/doc\(number).html"))
        }
        let out = scratch.appendingPathComponent("out").path
        var rendered: [String: Int] = [:]
        for index in 0..<3 {
            // 1/3, 2/3, 3/3, as Playwright's --shard counts; the job index below counts from 0.
            let run = try await binary.run(["render", "--json", "--shard", "\(index + 1)/3", "--png-dir", out, folder])
            #expect(run.status == 0, "\(run.standardError)")
            for input in run.lines.compactMap({ $0["input"] as? String }) {
                #expect(rendered[input] == nil, "\(input) rendered by parts \(rendered[input] ?? -1) and \(index)")
                rendered[input] = index
            }
        }
        #expect(rendered.count == 7)
        let pngs = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasSuffix(".png") }
        #expect(Set(pngs) == Set((0..<7).map { "doc\($0).png" }))

        // Everything is there: a re-run of every part renders nothing.
        for index in 0..<3 {
            let run = try await binary.run([
                "render", "--json", "--missing-only", "--shard", "\(index + 1)/3", "--png-dir", out, folder,
            ])
            #expect(run.status == 0)
            #expect(run.lines.isEmpty, "\(run.standardOutput)")
        }

        // One output lost: the part it belongs to, picked by the job index, renders that document alone.
        let lost = "\(folder)/doc4.html"
        try FileManager.default.removeItem(atPath: "\(out)/doc4.png")
        let part = RenderShard.part(of: lost, count: 3)
        #expect(part == rendered[lost])
        let child = try ChildProcess(
            binary.url.path, ["render", "--json", "--missing-only", "--shard-count", "3", "--png-dir", out, folder],
            environment: ProcessInfo.processInfo.environment.merging(["JOB_COMPLETION_INDEX": "\(part)"]) { $1 })
        #expect(await child.wait(limit: .seconds(90)) == 0, "\(child.errorOutput)")
        let inputs = child.output.split(separator: "\n").compactMap {
            ((try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any])?["input"] as? String
        }
        #expect(inputs == [lost])
        // The part's other documents were there already (the scratch folder's name, and so each part, differs
        // from run to run).
        let others = rendered.filter { $0.value == part && $0.key != lost }.count
        #expect(
            child.errorOutput.contains("\(others) already rendered (--missing-only), skipped") == (others > 0),
            "\(others) others: \(child.errorOutput)")
        #expect(FileManager.default.fileExists(atPath: "\(out)/doc4.png"))
    }
}
