public import Foundation

/// How many files of a kind a corpus folder holds, as `find(1)` counts them: a witness for a test's own loader.
///
/// A corpus test that pinned its file count broke on any other corpus of the same kind (a larger set, a newer
/// snapshot); one that pinned nothing could pass on a folder its loader half-read. Comparing the loader's count
/// with `find`'s, which shares no code with Foundation's enumerators, catches the second without the first.
public enum CorpusCensus {
    /// The number of regular files (or links to them) in `folder`, or at any depth under it when `recursive`,
    /// whose names end in one of `suffixes` (compared without case), hidden ones included.
    ///
    /// Throws when `find` fails, for example because `folder` is missing.
    public static func count(under folder: URL, suffixes: [String], recursive: Bool = true) async throws -> Int {
        precondition(!suffixes.isEmpty, "name at least one suffix")
        var names: [String] = []
        for (index, suffix) in suffixes.enumerated() {
            names += (index == 0 ? [] : ["-o"]) + ["-iname", "*" + suffix]
        }
        // `-L` follows links, as the loaders do: a corpus that is a folder of links counts.
        let child = try ChildProcess(
            "/usr/bin/find",
            ["-L", folder.path] + (recursive ? [] : ["-maxdepth", "1"]) + ["-type", "f", "("] + names + [
                ")", "-print0",
            ])
        let status = await child.wait()
        guard status == 0 else { throw CensusError(folder: folder.path, status: status, output: child.errorOutput) }
        return child.outputData.reduce(0) { $0 + ($1 == 0 ? 1 : 0) }
    }

    /// `find` could not count a folder.
    public struct CensusError: Error, CustomStringConvertible {
        /// The folder it was asked to count.
        public let folder: String
        /// `find`'s exit status.
        public let status: Int32
        /// What `find` wrote to standard error.
        public let output: String

        /// The folder, the status and `find`'s own words.
        public var description: String { "find could not count \(folder) (status \(status)): \(output)" }
    }
}
