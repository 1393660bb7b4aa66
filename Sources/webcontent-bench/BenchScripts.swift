import Foundation

/// Finds the benchmark's page helpers (Resources/bench.js, a resource of this target) and DOMPurify.
enum BenchScripts {
    static func helpers() throws -> String {
        guard
            let url = Bundle.module.url(forResource: "Resources/bench", withExtension: "js")
                ?? Bundle.module.url(forResource: "bench", withExtension: "js", subdirectory: "Resources"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { throw BenchError.missing("the bench.js resource of webcontent-bench") }
        return text
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
