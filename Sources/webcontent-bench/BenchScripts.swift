import Foundation

/// Finds the benchmark's page helpers (Benchmarks/bench.js) and DOMPurify.
///
/// bench.js is a real file at the package root, not a resource of this target (the target declares none):
/// it is found next to the sources this binary was built from, or through `WEBCONTENT_BENCH_JS`.
enum BenchScripts {
    static func helpers() throws -> String {
        var candidates: [URL] = []
        if let path = ProcessInfo.processInfo.environment["WEBCONTENT_BENCH_JS"], !path.isEmpty {
            candidates.append(URL(fileURLWithPath: path))
        }
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        candidates.append(sources.appendingPathComponent("../../Benchmarks/bench.js").standardized)
        candidates.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            .appendingPathComponent("Benchmarks/bench.js"))
        for url in candidates {
            if let text = try? String(contentsOf: url, encoding: .utf8) { return text }
        }
        throw BenchError.missing("Benchmarks/bench.js (tried \(candidates.map(\.path).joined(separator: ", ")))")
    }

    /// DOMPurify's source from `path` (the --dompurify option or DOMPURIFY_JS), or why there is none.
    static func domPurify(path: String?) -> Result<String, BenchError> {
        guard let path, !path.isEmpty else {
            return .failure(.missing("DOMPURIFY_JS is not set (a working purify.js 3.x; Debian's 2.4.1 is broken)"))
        }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            return .failure(.missing("cannot read DOMPURIFY_JS=\(path)"))
        }
        return .success(text)
    }
}
